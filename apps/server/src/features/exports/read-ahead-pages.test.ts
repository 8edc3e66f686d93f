import { describe, expect, it } from 'vitest';
import { readAheadPages } from './read-ahead-pages.js';

const rows = Array.from({ length: 7 }, (_, index) => ({ id: (index + 1) * 10 }));

describe('readAheadPages', () => {
  it('reads pages after one another by id, asking for the next before handing over the current one', async () => {
    const asked: number[] = [];
    const read = async (after: number) => {
      asked.push(after);
      return rows.filter((row) => row.id > after).slice(0, 3);
    };
    const seen: { page: number[]; askedBefore: number[] }[] = [];
    for await (const page of readAheadPages(read, 3)) seen.push({ page: page.map((row) => row.id), askedBefore: [...asked] });
    expect(seen).toEqual([
      { page: [10, 20, 30], askedBefore: [0, 30] },
      { page: [40, 50, 60], askedBefore: [0, 30, 60] },
      { page: [70], askedBefore: [0, 30, 60] },
    ]);
  });

  it('reads once more when the last page is full, and ends on the empty page', async () => {
    const pages: number[][] = [];
    for await (const page of readAheadPages(async (after) => rows.filter((row) => row.id > after).slice(0, 7), 7)) pages.push(page.map((row) => row.id));
    expect(pages).toEqual([rows.map((row) => row.id), []]);
  });

  it('drops a read ahead that fails once the writing stopped, and fails whoever awaits a failed read', async () => {
    const read = async (after: number) => {
      if (after > 0) throw new Error('gone');
      return rows.slice(0, 3);
    };
    await expect(
      (async () => {
        for await (const _page of readAheadPages(read, 3)) throw new Error('stopped');
      })(),
    ).rejects.toThrow('stopped');
    // The read ahead failed with nobody awaiting it: no unhandled rejection (vitest would report one).
    await new Promise((resolve) => setTimeout(resolve, 10));

    await expect(
      (async () => {
        for await (const _page of readAheadPages(read, 3)) void _page;
      })(),
    ).rejects.toThrow('gone');
  });
});
