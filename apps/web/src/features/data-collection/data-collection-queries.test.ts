import { describe, expect, it, vi } from 'vitest';
import { INPUT_MAX_PAGE_SIZE } from '@platform/shared/data-collection/input-states';
import { fetchAllInputs } from './data-collection-queries';
import { anInput } from './grid/grid-test-fixtures';

describe('fetchAllInputs', () => {
  it('asks page after page until it holds as many inputs as the list counts', async () => {
    const list = vi.fn(async (_key: string, query: { page?: unknown } = {}) => ({
      inputs: query.page === 1 ? [anInput({ id: 1 }), anInput({ id: 2 })] : [anInput({ id: 3 })],
      total: 3,
      refused: 0,
    }));
    const inputs = await fetchAllInputs('production', { period: '2021', state: 'approved' }, list);
    expect(inputs.map((input) => input.id)).toEqual([1, 2, 3]);
    expect(list.mock.calls.map(([, query]) => query)).toEqual([
      { period: '2021', state: 'approved', page: 1, per_page: INPUT_MAX_PAGE_SIZE },
      { period: '2021', state: 'approved', page: 2, per_page: INPUT_MAX_PAGE_SIZE },
    ]);
  });

  it('stops at an empty page even if the count said more', async () => {
    const list = vi.fn(async () => ({ inputs: [], total: 5, refused: 0 }));
    expect(await fetchAllInputs('production', { period: '2021' }, list)).toEqual([]);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
