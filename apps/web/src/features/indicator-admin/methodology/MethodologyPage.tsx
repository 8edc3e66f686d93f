import { useParams } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Loader } from '../../../ui/loader/Loader';
import { useIndicator } from '../indicator-admin-queries';
import { IndicatorScreenHeader } from '../IndicatorScreenHeader';
import { MethodologyForm } from './MethodologyForm';
import '../indicator-admin.css';

/** /admin/indicators/:key/methodology: how the indicator's figures are obtained, and its notes, in both languages. */
export function MethodologyPage() {
  const { locale } = useLocale();
  const key = useParams().key ?? '';
  const indicator = useIndicator(key);
  // Page-level failures (not found, no access) are shown by the common error handler.
  if (!indicator.data) return <Loader type="medium" />;
  return (
    <div className="indicator-admin">
      <IndicatorScreenHeader title={indicator.data.name[locale]} indicatorKey={indicator.data.key} publicPath={indicator.data.path} />
      <MethodologyForm key={indicator.data.key} indicator={indicator.data} />
    </div>
  );
}
