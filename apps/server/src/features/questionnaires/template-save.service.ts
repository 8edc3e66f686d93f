import { and, eq } from 'drizzle-orm';
import type { Template, TemplateBody } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { presentTemplate } from './template-presenter.js';
import { findTemplate, factsOf, requireTemplate } from './template-rows.service.js';
import { normalisedTemplate, templateErrors, type TemplateContent } from './template-rules.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { changeVersion } from './template-version.service.js';
import { templatesPolicy } from './templates.policy.js';
import { questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';
import { sectionsChanged } from './version-impact.js';

/** The body's name and questions as they will be stored, or INVALID_RECORD naming each faulty field. */
function checkedTemplate(body: TemplateBody): TemplateContent {
  const template = normalisedTemplate(body);
  const details = templateErrors(template);
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  return template;
}

/** Creates a draft template (version 1, with its questions' row) of the actor's client. */
export async function createTemplate(db: Database, actor: Actor, body: TemplateBody): Promise<Template> {
  authorize(templatesPolicy, actor, 'create');
  const template = checkedTemplate(body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(questionnaireTemplates)
      .values({ clientId: actor.client.id, name: template.name, state: 'draft', version: 1, createdById: actor.user.id, updatedAt: nextStamp(null) })
      .returning({ id: questionnaireTemplates.id });
    await tx.insert(questionnaireTemplateVersions).values({ templateId: created!.id, version: 1, sections: template.sections });
    return created!.id;
  });
  return showSaved(db, actor, id);
}

/**
 * Saves a template the actor may change, as it was read at `updated_at` (STATE_CHANGED if it changed since).
 * Its name is always saved in place. Its questions are saved in its current version while no questionnaire
 * uses it; once one does, changed questions make a new version (`changeVersion`: a preview first, then the
 * move of its open questionnaires once confirmed). The template's row is locked from the check to the end and
 * everything is written in one transaction: a save that fails half-way leaves the template as it was.
 */
export async function updateTemplate(db: Database, actor: Actor, id: number, body: TemplateBody): Promise<Template> {
  await db.transaction(async (tx) => {
    const record = await requireTemplate(tx, actor, id, 'read', { lock: true });
    if (record.row.state === 'archived') throw invalidRecord({ base: [{ error: 'READ_ONLY', state: 'archived' }] }, 'An archived template is not changed: restore it first.');
    authorize(templatesPolicy, actor, 'update', factsOf(record));
    if (body.updated_at === undefined) throw invalidRecord({ updated_at: [{ error: 'BLANK' }] });
    if (body.updated_at !== record.row.updatedAt.toISOString()) throw new AppError('STATE_CHANGED', 'The template was changed since it was read: reload it.');
    const template = checkedTemplate(body);
    const now = nextStamp(record.row.updatedAt);
    let version = record.row.version;
    if (sectionsChanged(record.sections, template.sections)) {
      if (record.questionnairesCount === 0) {
        await tx
          .update(questionnaireTemplateVersions)
          .set({ sections: template.sections })
          .where(and(eq(questionnaireTemplateVersions.templateId, id), eq(questionnaireTemplateVersions.version, version)));
      } else {
        version = await changeVersion(tx, actor, record, template.sections, { confirmed: body.confirm_version_change === true });
      }
    }
    await tx.update(questionnaireTemplates).set({ name: template.name, version, updatedAt: now }).where(eq(questionnaireTemplates.id, id));
  });
  return showSaved(db, actor, id);
}

/** The template as just written, for the save's answer. */
async function showSaved(db: Database, actor: Actor, id: number): Promise<Template> {
  const record = await findTemplate(db, actor.client.id, id);
  if (!record) throw notFound('No such template.');
  return presentTemplate(actor, record);
}
