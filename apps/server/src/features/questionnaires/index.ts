// The questionnaires feature's front door: what other features may use of it.
export { questionnairesModule } from './questionnaires.module.js';
// Reminders: the questionnaires people still owe, answers or decisions.
export { questionnairesToAnswer, questionnairesToReview } from './questionnaires-owed.service.js';
// Super administration's tag migrations: questionnaires addressed to a merged or renamed organisation.
export { countQuestionnairesNamingTags, retagQuestionnaires } from './questionnaire-tags.service.js';
