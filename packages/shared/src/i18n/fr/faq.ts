import type { faqMessages as en } from '../en/faq.js';

/** The public FAQ page. */
export const faqMessages: Record<keyof typeof en, string> = {
  'faq.title': 'Foire aux questions',
  'faq.empty': 'Il n’y a encore aucune question ici.',
  'faq.noAnswer': 'Cette question n’a pas encore de réponse en français.',
};
