import type { configurationTextsMessages as en } from '../en/configuration-texts.js';

/** The client's interface text overrides, FAQ and interface visibility toggles, on the configuration screen. */
export const configurationTextsMessages: Record<keyof typeof en, string> = {
  'configuration.texts.title': 'Textes et aide',
};
