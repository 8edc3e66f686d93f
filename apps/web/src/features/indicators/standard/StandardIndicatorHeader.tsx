import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Loader } from '../../../ui/loader/Loader';
import { useT } from '../../../ui/i18n/useT';
import { IndicatorBreadcrumbs } from '../IndicatorBreadcrumbs';
import { placeOf } from '../indicator-tree';
import './standard-indicator.css';

/**
 * The top of a standard indicator's page, where it sits and its name: all of it comes from the indicator
 * list in the page globals, so it is drawn on the first render, before the page's code and figures arrive.
 */
export function StandardIndicatorHeader({ item }: { item: IndicatorListItem }) {
  const { locale } = useLocale();
  const { section, subsection } = placeOf(item);
  const name = item.name[locale];
  return (
    <>
      <IndicatorBreadcrumbs section={section} subsection={subsection} current={name} />
      <h1>{name}</h1>
    </>
  );
}

/**
 * A standard indicator's page until its figures are there, the same while its code loads (first bundle)
 * and while its figures load (its chunk), so nothing moves between the two. It holds the screen's height:
 * the footer stays out of view instead of showing and then being pushed down by the figures.
 */
export function StandardIndicatorLoading({ item }: { item: IndicatorListItem }) {
  const t = useT();
  return (
    <article className="standard-indicator standard-indicator--loading">
      <StandardIndicatorHeader item={item} />
      <Loader type="large" label={t('indicatorPage.loading')} />
    </article>
  );
}
