import type { PublicWebFeature } from '../../app/web-feature';

/** The public FAQ (/faq): the client's questions and answers, in a chunk of its own. */
export const faqFeature: PublicWebFeature = {
  name: 'faq',
  publicRoutes: [{ path: '/faq', lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }) }],
};
