import { and, eq } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import { QUESTIONNAIRE_LIMITS, type Questionnaire, type QuestionnaireCreateBody } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { tagScopeRuleOf, within } from '../../platform/permissions/tag-scope.policy.js';
import { addHistory } from './questionnaire-history.service.js';
import { answerers, organisationNode, organisationsOf, type Answerer } from './questionnaire-people.service.js';
import { presentQuestionnaire } from './questionnaire-presenter.js';
import { reloadQuestionnaire } from './questionnaire-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnaires, questionnaireTemplates } from './questionnaires.tables.js';

const duplicated = () => invalidRecord({ owner_email: [{ error: 'DUPLICATED' }] }, 'This owner already has this questionnaire for this period.');

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

/**
 * The organisation a questionnaire is addressed to: the one named, which must be an organisation both the caller
 * and the owner act for; when none is named, the owner's, if they act for exactly one (else BLANK).
 */
async function organisationFor(db: Database, actor: Actor, owner: Answerer | null, named: string | null | undefined): Promise<{ key: string | null; error?: string }> {
  const theirs = (key: string) => within(tagScopeRuleOf(actor), [key]);
  if (named) {
    const node = await organisationNode(db, actor.client.id, named);
    if (!node || !theirs(node.key)) return { key: null, error: 'INVALID' };
    if (owner && !(await organisationsOf(db, actor.client.id, owner.id)).includes(node.key)) return { key: null, error: 'OWNER_NOT_MEMBER' };
    return { key: node.key };
  }
  if (!owner) return { key: null };
  const owners = await organisationsOf(db, actor.client.id, owner.id);
  if (owners.length !== 1) return { key: null, error: 'BLANK' };
  return theirs(owners[0]!) ? { key: owners[0]! } : { key: null, error: 'INVALID' };
}

/** The name given (trimmed, neither language blank) or the template's. */
function nameFor(body: QuestionnaireCreateBody, templateName: LocalizedText | null, fail: (path: string, error: string, parameters?: Record<string, unknown>) => void): LocalizedText | null {
  if (!body.name) return templateName;
  const name = { en: body.name.en.trim(), fr: body.name.fr.trim() };
  for (const locale of LOCALES) {
    if (name[locale] === '') fail(`name.${locale}`, 'BLANK');
    else if (name[locale].length > QUESTIONNAIRE_LIMITS.nameMax) fail(`name.${locale}`, 'TOO_LONG', { maximum: QUESTIONNAIRE_LIMITS.nameMax });
  }
  return name;
}

/**
 * POST /questionnaires/admin: sends a questionnaire of a published template of the client (its current version) to
 * an owner who may answer questionnaires, for a period, addressed to an organisation, due within the client's
 * dates. Every faulty field is named at once (INVALID_RECORD); the same template, period and owner twice is
 * DUPLICATED. The template's row is held (shared) while it is read and referenced, so a new version being saved
 * meanwhile is either wholly before or wholly after.
 */
export async function createQuestionnaire(db: Database, actor: Actor, body: QuestionnaireCreateBody): Promise<Questionnaire> {
  authorize(questionnairesPolicy, actor, 'manage');
  const clientId = actor.client.id;
  try {
    return await db.transaction(async (tx) => {
      const details: FieldErrors = {};
      const fail = (path: string, error: string, parameters: Record<string, unknown> = {}) => (details[path] ??= []).push({ error, ...parameters });
      const [template] = await tx
        .select()
        .from(questionnaireTemplates)
        .where(and(eq(questionnaireTemplates.id, body.template_id), eq(questionnaireTemplates.clientId, clientId)))
        .for('share');
      if (!template || template.state !== 'published') fail('template_id', 'INVALID');
      const [owner = null] = await answerers(tx, clientId, { email: body.owner_email });
      if (!owner) fail('owner_email', 'INVALID');
      const { key: organisation, error: organisationError } = await organisationFor(tx, actor, owner, body.organisation);
      if (organisationError) fail('organisation', organisationError);
      const { beginning_of_time: beginning, end_of_time: end } = actor.client.settings.dates;
      const day = new Date(`${body.due_date}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== body.due_date) fail('due_date', 'INVALID');
      else if (body.due_date < beginning || body.due_date > end) fail('due_date', 'DATE_OUT_OF_RANGE', { beginning, end });
      if (body.period < beginning.slice(0, 4) || body.period > end.slice(0, 4)) fail('period', 'DATE_OUT_OF_RANGE', { beginning, end });
      const name = nameFor(body, template?.name ?? null, fail);
      if (template && owner && !details.owner_email) {
        const [existing] = await tx
          .select({ id: questionnaires.id })
          .from(questionnaires)
          .where(and(eq(questionnaires.templateId, template.id), eq(questionnaires.period, body.period), eq(questionnaires.ownerId, owner.id)));
        if (existing) fail('owner_email', 'DUPLICATED');
      }
      if (Object.keys(details).length > 0 || !template || !owner || !name) throw invalidRecord(details);

      const [created] = await tx
        .insert(questionnaires)
        .values({
          clientId,
          templateId: template.id,
          templateVersion: template.version,
          name,
          period: body.period,
          ownerId: owner.id,
          organisationKeys: organisation ? [organisation] : [],
          dueDate: body.due_date,
          createdById: actor.user.id,
          updatedAt: nextStamp(null),
        })
        .returning({ id: questionnaires.id });
      await addHistory(tx, actor, created!.id, { action: 'created', from: null, to: 'not_started' });
      return presentQuestionnaire(actor, await reloadQuestionnaire(tx, clientId, created!.id));
    });
  } catch (error) {
    // Two sends of the same questionnaire at once: the unique index keeps one, the other is told as the check would.
    if (isUniqueViolation(error)) throw duplicated();
    throw error;
  }
}
