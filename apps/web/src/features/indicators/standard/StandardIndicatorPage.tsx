import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { IndicatorFiguresPage } from './IndicatorFiguresPage';

/**
 * An indicator without a custom page, loaded on first visit with its own data cache: the public pages'
 * first bundle carries neither.
 */
export default function StandardIndicatorPage({ indicator }: { indicator: IndicatorListItem }) {
  return (
    <QueryLayer>
      <IndicatorFiguresPage item={indicator} />
    </QueryLayer>
  );
}
