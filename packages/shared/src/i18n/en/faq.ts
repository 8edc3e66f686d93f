/** The public FAQ page. */
export const faqMessages = {
  'faq.title': 'Frequently asked questions',
  'faq.empty': 'There is no question here yet.',
  'faq.noAnswer': 'This question has no answer in English yet.',
};
