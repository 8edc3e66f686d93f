import type { faqMessages as en } from '../en/faq.js';

/** The public FAQ page. */
export const faqMessages: Record<keyof typeof en, string> = {
  'faq.title': 'Foire aux questions',
};
