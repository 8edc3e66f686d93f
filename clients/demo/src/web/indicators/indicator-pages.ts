// The four custom indicator pages, from one module: the build makes it one chunk (with the widgets
// and content only they use), which the server preloads on indicator pages. Importing this module
// rather than each page's own file means the browser asks for nothing more when a page opens.
export { HighlightsEconomy } from './economy/HighlightsEconomy';
export { HighlightsEnvironment } from './environment/HighlightsEnvironment';
export { HighlightsSocial } from './social/HighlightsSocial';
export { GlobalPresentation } from './presentation/GlobalPresentation';
