/** Icons the global presentation may use; each has a `<symbol id="icon-NAME">` in assets/icons.svg. */
export const ICON_NAMES = [
  'factory',
  'smelter',
  'ingot',
  'worker',
  'lightning',
  'leaf',
  'cloud',
  'globe',
  'truck',
  'handshake',
  'graduation',
  'money',
  'water',
  'recycle',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Interface icons the site needs beside the content icons; also in assets/icons.svg. */
export const UI_ICON_NAMES = ['arrow-up', 'arrow-down', 'chevron-up', 'chevron-down', 'download', 'globe'] as const;

export type UiIconName = (typeof UI_ICON_NAMES)[number];
