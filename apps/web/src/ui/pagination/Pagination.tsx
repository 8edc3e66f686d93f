import { Button } from '../button/Button';
import './Pagination.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** What the pages are of ("Pages of users"), naming the navigation. */
  label: string;
  /** Where the list is ("Page 2 of 5") and the two buttons, in the screen's words. */
  words: { status: string; previous: string; next: string };
}

/** Previous and next page, with where the list is (announced as it changes); nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage, label, words }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={label}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </Button>
      <span aria-live="polite">{words.status}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </Button>
    </nav>
  );
}
