/** The public indicator page: chart, table, downloads, methodology, annotations, attachments. */
export const indicatorPage = {
  'indicatorPage.figures': 'Données',
} as const;
