import { QUESTIONNAIRE_TRANSITIONS, type QuestionnaireEvent, type QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { AppError, invalidRecord } from '../../platform/errors/app-error.js';

/** A change carrying the `updated_at` of a questionnaire changed since it was read. */
export const stateChanged = () => new AppError('STATE_CHANGED', 'The questionnaire was changed since it was read: reload it.');

/** An event the questionnaire's state does not allow: `details.event: [{ error: 'INVALID_TRANSITION', state }]`. */
export function checkTransition(state: QuestionnaireState, event: QuestionnaireEvent): void {
  if (!QUESTIONNAIRE_TRANSITIONS[event].from.includes(state)) {
    throw invalidRecord({ event: [{ error: 'INVALID_TRANSITION', state }] }, 'The questionnaire is not in a state this allows.');
  }
}

/** Answers saved on a questionnaire whose state keeps them as they are (submitted, approved): `details.base: [{ error: 'READ_ONLY', state }]`. */
export const readOnly = (state: QuestionnaireState) =>
  invalidRecord({ base: [{ error: 'READ_ONLY', state }] }, 'The questionnaire cannot be changed in its state.');
