/** The media type every xlsx download is sent with. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The number format of a date-and-time column, so every export shows its times alike. */
export const XLSX_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
