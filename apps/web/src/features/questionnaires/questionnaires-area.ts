import type { Area } from '@platform/shared/access/areas';

/**
 * The questionnaires' back-office areas, as the server opens them (questionnairesModule's areas): answering
 * one's questionnaires, building templates, sending and following questionnaires, reviewing them.
 */
export const ANSWER_AREA = 'questionnaires' satisfies Area;
export const TEMPLATES_AREA = 'questionnaireTemplates' satisfies Area;
export const MANAGE_AREA = 'questionnaireManagement' satisfies Area;
export const APPROVAL_AREA = 'questionnaireApproval' satisfies Area;
