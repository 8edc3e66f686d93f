import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';

/** Previous and next page, with where the list is; nothing when every user fits on one page. */
export function UsersPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="users-pagination" aria-label={t('users.pagination.label')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('users.pagination.previous')}
      </Button>
      <span aria-live="polite">{t('users.pagination.status', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('users.pagination.next')}
      </Button>
    </nav>
  );
}
