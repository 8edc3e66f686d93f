import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { TEMPLATE_LIMITS, type Template, type TemplateState, type TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { presentTemplate, presentTemplateSummary } from './template-presenter.js';
import { factsOf, requireTemplate } from './template-rows.service.js';
import { templatesPolicy } from './templates.policy.js';
import { questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';

/** `%text%` for ilike, the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// A single table's select names its columns without their table: these subqueries name every column with its
// table's name (or an alias), so that none is read as a column of the subquery's own table.

/** Questionnaires sent from the listed template, every version. */
const questionnairesCount = sql<number>`(select count(*) from ${questionnaires} as sent where sent.template_id = ${questionnaireTemplates}.id)`.mapWith(Number);

/** Questions of the listed template's current version, over its sections. */
const fieldsCount = sql<number>`(
  select coalesce(sum(jsonb_array_length(section -> 'fields')), 0)
  from ${questionnaireTemplateVersions} as current_version, jsonb_array_elements(current_version.sections) as section
  where current_version.template_id = ${questionnaireTemplates}.id and current_version.version = ${questionnaireTemplates}.version
)`.mapWith(Number);

/** The client's templates, last changed first, a page at a time; `q` matches either name, `state` keeps one state. */
export async function listTemplates(db: Database, actor: Actor, query: { page?: number; q?: string; state?: TemplateState }): Promise<{ templates: TemplateSummary[]; total: number }> {
  const page = query.page ?? 1;
  const where = and(
    templatesPolicy.scope!(actor),
    query.q
      ? or(ilike(sql`${questionnaireTemplates.name} ->> 'en'`, containing(query.q)), ilike(sql`${questionnaireTemplates.name} ->> 'fr'`, containing(query.q)))
      : undefined,
    query.state ? eq(questionnaireTemplates.state, query.state) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: questionnaireTemplates, questionnairesCount, fieldsCount })
      .from(questionnaireTemplates)
      .where(where)
      .orderBy(desc(questionnaireTemplates.updatedAt), desc(questionnaireTemplates.id))
      .limit(TEMPLATE_LIMITS.pageSize)
      .offset((page - 1) * TEMPLATE_LIMITS.pageSize),
    db.select({ total: count() }).from(questionnaireTemplates).where(where),
  ]);
  return {
    templates: rows.map((listed) => presentTemplateSummary(actor, listed.row, listed.questionnairesCount, listed.fieldsCount)),
    total: Number(counted?.total ?? 0),
  };
}

/** A template of the actor's client, with its current version's questions. */
export async function showTemplate(db: Database, actor: Actor, id: number): Promise<Template> {
  return presentTemplate(actor, await requireTemplate(db, actor, id, 'read'));
}

/**
 * Deletes a template no questionnaire uses, with its versions. One that is used is refused with
 * `base: IN_USE` (archive it instead): its questionnaires are answered on its versions. The template's row is
 * locked from the count to the deletion, so a questionnaire sent meanwhile is counted.
 */
export async function deleteTemplate(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await requireTemplate(tx, actor, id, 'read', { lock: true });
    if (record.questionnairesCount > 0) {
      throw invalidRecord({ base: [{ error: 'IN_USE', questionnaires: record.questionnairesCount }] }, 'Questionnaires use this template: archive it instead.');
    }
    authorize(templatesPolicy, actor, 'delete', factsOf(record));
    await tx.delete(questionnaireTemplates).where(eq(questionnaireTemplates.id, id));
  });
}
