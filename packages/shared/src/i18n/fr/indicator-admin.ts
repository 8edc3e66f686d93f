/** The back-office's indicator screens: list, definition, methodology, annotations. */
export const indicatorAdmin = {
  'indicatorAdmin.title': 'Indicateurs',
} as const;
