import { z } from 'zod';
import { idParamSchema, idSchema, pageParamSchema } from '../http/ids.js';
import { fieldValueSchema, formValuesSchema, localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';
import { templateSectionSchema } from './templates.schemas.js';

/** A questionnaire's states (spec §4; DESIGN §5). State names are not shown to users: screens say what each means. */
export const QUESTIONNAIRE_STATES = ['not_started', 'in_progress', 'submitted', 'changes_requested', 'approved'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

/**
 * What moves a questionnaire: `submit` (respondent: in_progress or changes_requested → submitted),
 * `request_changes` (submitted → changes_requested), `approve` (submitted → approved), `reopen`
 * (approved → changes_requested). Saving answers moves not_started to in_progress by itself.
 */
export const QUESTIONNAIRE_EVENTS = ['submit', 'request_changes', 'approve', 'reopen'] as const;
export type QuestionnaireEvent = (typeof QUESTIONNAIRE_EVENTS)[number];

/** Which state each event leaves from, and where it goes. */
export const QUESTIONNAIRE_TRANSITIONS: Record<QuestionnaireEvent, { from: readonly QuestionnaireState[]; to: QuestionnaireState }> = {
  submit: { from: ['in_progress', 'changes_requested'], to: 'submitted' },
  request_changes: { from: ['submitted'], to: 'changes_requested' },
  approve: { from: ['submitted'], to: 'approved' },
  reopen: { from: ['approved'], to: 'changes_requested' },
};

export const QUESTIONNAIRE_LIMITS = {
  pageSize: 50,
  nameMax: 200,
  commentMax: 5000,
  /** Co-respondents of one questionnaire. */
  accessMax: 100,
  /** How long the answer screen waits after the last keystroke before saving (autosave). */
  autosaveDelayMs: 1500,
} as const;

/** A questionnaire's year, as inputs' periods are written. */
export const questionnairePeriodSchema = z.string().regex(/^\d{4}$/, 'INVALID');

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');

export const questionnaireAbilitiesSchema = z.object({
  /** Change answers (respondent, while in progress or changes are requested). */
  answer: z.boolean(),
  submit: z.boolean(),
  request_changes: z.boolean(),
  approve: z.boolean(),
  reopen: z.boolean(),
  /** Comment on its questions. */
  comment: z.boolean(),
  /** Choose co-respondents. */
  manage_access: z.boolean(),
  /** Delete it (a manager, while no answer was given). */
  delete: z.boolean(),
});
export type QuestionnaireAbilities = z.infer<typeof questionnaireAbilitiesSchema>;

/** The changes asked for, shown to the respondent on the questions concerned until they submit again. */
export const changeRequestSchema = z.object({
  comment: z.string(),
  field_ids: z.array(z.string()),
  requested_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  requested_at: z.string(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const questionnaireSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  template: z.object({ id: z.number().int(), name: localizedTextSchema, version: z.number().int() }),
  period: z.string(),
  owner: z.object({ id: z.number().int(), email: z.string() }),
  /** The member organisation it is addressed to (an organisation tag), if any. */
  organisation: z.object({ key: z.string(), name: localizedTextSchema }).nullable(),
  state: z.enum(QUESTIONNAIRE_STATES),
  due_date: z.string(),
  answers: formValuesSchema,
  /** Required questions shown (display conditions applied) and how many of them have an answer. */
  progress: z.object({ answered: z.number().int(), required: z.number().int() }),
  comments_count: z.number().int(),
  /** Comments per question (field id → count). */
  comments_by_question: z.record(z.string(), z.number().int()),
  change_request: changeRequestSchema.nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  abilities: questionnaireAbilitiesSchema,
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** A questionnaire in a list: everything but its answers. */
export const questionnaireSummarySchema = questionnaireSchema.omit({ answers: true, comments_by_question: true, change_request: true });
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

/** What a questionnaire is answered with: its template version's sections, and the client's date bounds. */
export const questionnaireConfigSchema = z.object({
  sections: z.array(templateSectionSchema),
  date_bounds: z.object({ beginning: z.string(), end: z.string() }),
  events: z.array(z.enum(QUESTIONNAIRE_EVENTS)),
  limits: z.object({ comment_max: z.number().int(), autosave_delay_ms: z.number().int() }),
});
export type QuestionnaireConfig = z.infer<typeof questionnaireConfigSchema>;

/** GET …/admin/config and …/approval/config: the screens' constants. */
export const questionnaireAreaConfigSchema = z.object({
  states: z.array(z.enum(QUESTIONNAIRE_STATES)),
  events: z.array(z.enum(QUESTIONNAIRE_EVENTS)),
  page_size: z.number().int(),
});
export type QuestionnaireAreaConfig = z.infer<typeof questionnaireAreaConfigSchema>;

export const questionnaireIdParams = z.object({ id: idParamSchema });
export const questionnaireTemplateParams = z.object({ template_id: idParamSchema });

export const questionnaireListQuerySchema = z.object({
  page: pageParamSchema.optional(),
  /** Matches either name, the owner's email or the organisation's key. */
  q: z.string().trim().max(200).optional(),
  state: z.enum(QUESTIONNAIRE_STATES).optional(),
  period: questionnairePeriodSchema.optional(),
  template_id: idParamSchema.optional(),
});

/** POST /questionnaires/admin: send a questionnaire of a published template. */
export const questionnaireCreateBodySchema = z.object({
  template_id: idSchema,
  period: questionnairePeriodSchema,
  owner_email: z.string().trim().toLowerCase().max(320),
  /** An organisation tag key; the owner's organisation when left out (they must act for exactly one). */
  organisation: z.string().max(200).nullable().optional(),
  due_date: isoDaySchema,
  /** The template's name when left out. */
  name: localizedTextSchema.optional(),
});
export type QuestionnaireCreateBody = z.infer<typeof questionnaireCreateBodySchema>;

/** PUT /questionnaires/{id}: the answers as the respondent left them, and the questionnaire as they read it. */
export const questionnaireAnswersBodySchema = z.object({ answers: formValuesSchema, updated_at: z.string() });

export const questionnaireTransitionBodySchema = z.object({ event: z.enum(QUESTIONNAIRE_EVENTS) });

export const requestChangesBodySchema = z.object({
  comment: z.string().trim().min(1, 'BLANK').max(QUESTIONNAIRE_LIMITS.commentMax),
  /** The questions concerned (each gets the comment in its thread); none: the questionnaire as a whole. */
  field_ids: z.array(z.string().max(100)).max(500).optional(),
});

export const fieldIdBodySchema = z.object({ field_id: z.string().min(1).max(100) });

/** PUT …/variation and …/previous_value: last period's answer to a question beside this one's. */
export const fieldVariationSchema = z.object({
  field_id: z.string(),
  /** The same template's questionnaire of the same organisation for the latest earlier period, if any. */
  previous: z.object({ period: z.string(), value: fieldValueSchema }).nullable(),
  current: fieldValueSchema,
  /** For numbers both sides: (current − previous) ÷ |previous| × 100; null otherwise or from zero. */
  variation_percent: z.number().nullable(),
});
export type FieldVariation = z.infer<typeof fieldVariationSchema>;

export const accessBodySchema = z.object({ user_ids: z.array(idSchema).max(QUESTIONNAIRE_LIMITS.accessMax) });

/** GET …/admin/{id}/users: who has access, and who could be given it. */
export const questionnaireUsersSchema = z.object({
  owner: z.object({ id: z.number().int(), email: z.string() }),
  users: z.array(z.object({ id: z.number().int(), email: z.string() })),
  /** Users of the organisation who may answer questionnaires, to choose co-respondents from. */
  candidates: z.array(z.object({ id: z.number().int(), email: z.string() })),
});

export const commentParams = z.object({ id: idParamSchema, questionId: z.string().min(1).max(100) });
export const oneCommentParams = commentParams.extend({ commentId: idParamSchema });
export const commentBodySchema = z.object({ body: z.string().trim().min(1, 'BLANK').max(QUESTIONNAIRE_LIMITS.commentMax) });

export const commentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int(), email: z.string() }),
  /** A reviewer's request for changes on this question. */
  change_request: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type QuestionnaireComment = z.infer<typeof commentSchema>;

/** One entry of a questionnaire's history: a state change or a change of answers, who did it, and on whose behalf. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['created', 'answered', 'submit', 'request_changes', 'approve', 'reopen', 'version_changed', 'access_changed']),
  from_state: z.enum(QUESTIONNAIRE_STATES).nullable(),
  to_state: z.enum(QUESTIONNAIRE_STATES).nullable(),
  /** Answers changed: field id → values before and after (on a version change, the dropped answers). */
  changes: z.record(z.string(), z.object({ from: fieldValueSchema, to: fieldValueSchema })),
  comment: z.string().nullable(),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  impersonator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type QuestionnaireHistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET of one questionnaire (every view): the questionnaire, what it is answered with, and its history for reviewers and managers. */
export const questionnaireDetailSchema = z.object({
  questionnaire: questionnaireSchema,
  config: questionnaireConfigSchema,
  history: z.array(historyEntrySchema).optional(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;
