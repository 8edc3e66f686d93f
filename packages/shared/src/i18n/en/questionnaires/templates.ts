/** Questionnaire templates: the list, the builder (sections, questions, display conditions, preview), versions. */
export const questionnaireTemplatesMessages = {
  'questionnaireTemplates.nav': 'Questionnaire templates',
};
