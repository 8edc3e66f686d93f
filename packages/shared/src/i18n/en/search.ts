/** Search: the box, its results and its notices. */
export const search = {
  'search.label': 'Search',
} as const;
