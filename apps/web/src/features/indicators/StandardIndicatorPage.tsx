import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import './standard-indicator.css';

/** An indicator without a custom page: its name and what is published of it. */
export function StandardIndicatorPage({ indicator }: { indicator: IndicatorListItem }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <article className="standard-indicator">
      <h1>{indicator.name[locale]}</h1>
      <p className="standard-indicator__empty">{t('indicators.noData')}</p>
    </article>
  );
}
