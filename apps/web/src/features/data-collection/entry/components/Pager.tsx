import { Button } from '../../../../ui/button/Button';
import { useT } from '../../../../ui/i18n/useT';

/** Previous and next page, with where the list stands. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('dataEntry.pager.label')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('dataEntry.pager.previous')}
      </Button>
      <span className="pager__position" aria-live="polite">
        {t('dataEntry.pager.position', { page, pages })}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('dataEntry.pager.next')}
      </Button>
    </nav>
  );
}
