/** Search: the box, its results and its notices. */
export const search = {
  'search.label': 'Search',
  'search.placeholder': 'Search indicators and subjects',
  'search.shortcut': 'Press / to search',
  'search.loading': 'Searching…',
  'search.noResults': 'No results for “{query}”',
  'search.count': '{count, plural, one {# result} other {# results}}',
  'search.group.indicator': 'Indicators',
  'search.group.subject': 'Subjects',
  'search.publicPage': 'Public page',
  'search.unavailable': 'Search is not available at the moment. Please try again later.',
} as const;
