import { useParams } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { IndicatorAttachments } from '../attachments/IndicatorAttachments';
import { useIndicator, useIndicatorList } from '../indicator-admin-queries';
import { IndicatorScreenHeader } from '../IndicatorScreenHeader';
import { NEW_KEY } from './definition-errors';
import { IndicatorDefinitionForm } from './IndicatorDefinitionForm';
import '../indicator-admin.css';

/** /admin/indicators/:key (and /admin/indicators/new): an indicator's definition, and its attached files. */
export function IndicatorDefinitionPage() {
  const t = useT();
  const { locale } = useLocale();
  const key = useParams().key ?? '';
  const isNew = key === NEW_KEY;
  const indicator = useIndicator(key, { enabled: !isNew });
  const list = useIndicatorList();

  // Page-level failures (not found, no access) are shown by the common error handler.
  if ((!isNew && !indicator.data) || !list.data) return <Loader type="medium" />;
  const current = isNew ? null : indicator.data!;
  return (
    <div className="indicator-admin">
      <IndicatorScreenHeader
        title={current ? current.name[locale] : t('indicatorAdmin.definition.newTitle')}
        indicatorKey={current?.key}
        publicPath={current?.path}
      />
      <IndicatorDefinitionForm key={current?.key ?? NEW_KEY} indicator={current} indicators={list.data} />
      {current && <IndicatorAttachments indicator={current} />}
    </div>
  );
}
