// The feature's test front door: what other features' tests (and the app's test helpers) may use of it, its
// tables, to set up or check records. Test code only: nothing the app runs imports it.
export {
  questionnaireAccess,
  questionnaireComments,
  questionnaireHistory,
  questionnaires,
  questionnaireTemplates,
  questionnaireTemplateVersions,
} from './questionnaires.tables.js';
