/** The back-office's indicator screens: list, definition, methodology, annotations. */
export const indicatorAdmin = {
  'indicatorAdmin.title': 'Indicators',
} as const;
