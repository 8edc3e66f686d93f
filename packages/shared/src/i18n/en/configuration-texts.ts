/** The client's interface text overrides, FAQ and interface visibility toggles, on the configuration screen. */
export const configurationTextsMessages = {
  'configuration.texts.title': 'Texts and help',
};
