export const indicators = {
  'indicators.year': 'Year',
  'indicators.noData': 'The figures of this indicator are not published yet.',
  'indicators.seeIndicator': 'See indicator',
} as const;
