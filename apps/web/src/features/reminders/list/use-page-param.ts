import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list's page, kept in the address (`?page=`) so a reload or a link keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
