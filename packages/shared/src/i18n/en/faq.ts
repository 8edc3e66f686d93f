/** The public FAQ page. */
export const faqMessages = {
  'faq.title': 'Frequently asked questions',
};
