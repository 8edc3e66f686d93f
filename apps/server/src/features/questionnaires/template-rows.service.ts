import { and, count, eq } from 'drizzle-orm';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';
import { templatesPolicy, type TemplateAction, type TemplateFacts } from './templates.policy.js';

export type TemplateRow = typeof questionnaireTemplates.$inferSelect;

/** A template with the questions of its current version and how many questionnaires were sent from it. */
export interface TemplateRecord {
  row: TemplateRow;
  sections: TemplateSection[];
  questionnairesCount: number;
}

export const factsOf = (record: Pick<TemplateRecord, 'row' | 'questionnairesCount'>): TemplateFacts => ({
  clientId: record.row.clientId,
  state: record.row.state,
  questionnairesCount: record.questionnairesCount,
});

/** The questions of one version of a template (none for a version it does not have). */
export async function sectionsOf(db: Database, templateId: number, version: number): Promise<TemplateSection[]> {
  const [row] = await db
    .select({ sections: questionnaireTemplateVersions.sections })
    .from(questionnaireTemplateVersions)
    .where(and(eq(questionnaireTemplateVersions.templateId, templateId), eq(questionnaireTemplateVersions.version, version)));
  return row?.sections ?? [];
}

/** How many questionnaires were sent from a template (every version): one is enough for it to be in use. */
export async function questionnairesCountOf(db: Database, templateId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(questionnaires).where(eq(questionnaires.templateId, templateId));
  return Number(row?.total ?? 0);
}

/**
 * The client's template `id` with its current questions, or null. `lock` holds the template's row until the
 * transaction ends: saves, moves and deletions of one template happen one after the other, and a questionnaire
 * sent meanwhile (its reference waits for the lock) is counted.
 */
export async function findTemplate(db: Database, clientId: number, id: number, options: { lock?: boolean } = {}): Promise<TemplateRecord | null> {
  const query = db
    .select()
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.clientId, clientId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [sections, questionnairesCount] = await Promise.all([sectionsOf(db, id, row.version), questionnairesCountOf(db, id)]);
  return { row, sections, questionnairesCount };
}

/**
 * The template the actor may do `action` to: NOT_FOUND for another client's (nothing says it exists),
 * ACCESS_DENIED for one of their client's that the rules keep from them.
 */
export async function requireTemplate(db: Database, actor: Actor, id: number, action: TemplateAction, options: { lock?: boolean } = {}): Promise<TemplateRecord> {
  const record = await findTemplate(db, actor.client.id, id, options);
  if (!record) throw notFound('No such template.');
  authorize(templatesPolicy, actor, action, factsOf(record));
  return record;
}
