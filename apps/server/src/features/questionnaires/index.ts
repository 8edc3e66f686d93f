// The questionnaires feature's front door: what other features may use of it.
export { questionnairesModule } from './questionnaires.module.js';
