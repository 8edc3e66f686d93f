/** The questionnaires' pages (spec §2). */
export const MY_QUESTIONNAIRES_PATH = '/admin/questionnaires';
export const questionnairePath = (id: number) => `/admin/questionnaires/${id}`;
export const TEMPLATES_PATH = '/admin/questionnaires/templates';
export const NEW_TEMPLATE_PATH = '/admin/questionnaires/templates/new';
export const templatePath = (id: number) => `/admin/questionnaires/templates/${id}`;
export const MANAGE_PATH = '/admin/questionnaires/manage';
export const SEND_QUESTIONNAIRE_PATH = '/admin/questionnaires/manage/new';
export const templateQuestionnairesPath = (templateId: number) => `/admin/questionnaires/manage/templates/${templateId}`;
export const managedQuestionnairePath = (id: number) => `/admin/questionnaires/manage/questionnaires/${id}`;
export const APPROVAL_PATH = '/admin/questionnaires/approval';
export const reviewQuestionnairePath = (id: number) => `/admin/questionnaires/approval/questionnaires/${id}`;
