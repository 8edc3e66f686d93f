import type { ComponentType } from 'react';

/**
 * A lazily loaded route whose screens load and save through the data cache:
 * the cache comes with them, so the public pages' first bundle stays without it.
 */
export const lazyWithQueries = (load: () => Promise<ComponentType>) => async () => {
  const [{ withQueryLayer }, Page] = await Promise.all([import('./QueryLayer'), load()]);
  return { Component: withQueryLayer(Page) };
};
