import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';

/** Previous and next page, with where the list is; nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="approval-pagination" aria-label={t('approval.pagination.label')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('approval.pagination.previous')}
      </Button>
      <span className="approval-pagination__status" aria-live="polite">
        {t('approval.pagination.status', { page, pages })}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('approval.pagination.next')}
      </Button>
    </nav>
  );
}
