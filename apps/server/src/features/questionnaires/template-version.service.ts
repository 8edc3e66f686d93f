import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import type { TemplateRecord } from './template-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { questionnaireHistory, questionnaires, questionnaireTemplateVersions } from './questionnaires.tables.js';
import { fieldsOf, movedAnswers, versionImpact } from './version-impact.js';

/** The questions of each of these versions of a template, by version. */
async function versionsSections(db: Database, templateId: number, versions: readonly number[]): Promise<Map<number, TemplateSection[]>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .select({ version: questionnaireTemplateVersions.version, sections: questionnaireTemplateVersions.sections })
    .from(questionnaireTemplateVersions)
    .where(and(eq(questionnaireTemplateVersions.templateId, templateId), inArray(questionnaireTemplateVersions.version, [...versions])));
  return new Map(rows.map((row) => [row.version, row.sections]));
}

/**
 * A change of the questions of a template questionnaires use (its row locked by the caller): a published
 * version never changes, so the questions become a new version. Unconfirmed, it answers INVALID_RECORD with
 * `base: VERSION_CHANGE` and the impact on the open questionnaires (every one not approved), and writes
 * nothing. Confirmed, it writes the new version's row and moves every open questionnaire to it, in the
 * caller's transaction: the answers whose question is still there with the same kind of value are kept, the
 * others leave the answers and are written in the questionnaire's history (`version_changed`, each dropped
 * answer from its value to null, who did it and on whose behalf), so nothing is lost. The questionnaires are
 * locked in the order of their ids; each gets a new `updated_at`, so a respondent's save made on the old
 * version is refused (STATE_CHANGED) rather than written on the new one. Approved questionnaires stay on their
 * version. Answers the new version number.
 */
export async function changeVersion(db: Database, actor: Actor, record: TemplateRecord, next: TemplateSection[], options: { confirmed: boolean }): Promise<number> {
  const templateId = record.row.id;
  const query = db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.templateId, templateId), ne(questionnaires.state, 'approved')))
    .orderBy(asc(questionnaires.id));
  const open = options.confirmed ? await query.for('update') : await query;
  const olderVersions = [...new Set(open.map((questionnaire) => questionnaire.templateVersion))].filter((version) => version !== record.row.version);
  const sectionsByVersion = await versionsSections(db, templateId, olderVersions);
  sectionsByVersion.set(record.row.version, record.sections);
  const current = fieldsOf(record.sections);
  const nextFields = fieldsOf(next);
  const moving = open.map((questionnaire) => ({ answers: questionnaire.answers, fields: fieldsOf(sectionsByVersion.get(questionnaire.templateVersion) ?? []) }));
  if (!options.confirmed) {
    throw invalidRecord(
      { base: [{ error: 'VERSION_CHANGE', impact: versionImpact(current, nextFields, moving) }] },
      'Questionnaires use this template: saving its questions makes a new version. Confirm it to save.',
    );
  }

  const version = record.row.version + 1;
  await db.insert(questionnaireTemplateVersions).values({ templateId, version, sections: next });
  const history: (typeof questionnaireHistory.$inferInsert)[] = [];
  for (const [index, questionnaire] of open.entries()) {
    const moved = movedAnswers(moving[index]!, nextFields, current);
    await db
      .update(questionnaires)
      .set({ templateVersion: version, answers: moved.answers, updatedAt: nextStamp(questionnaire.updatedAt) })
      .where(eq(questionnaires.id, questionnaire.id));
    history.push({
      questionnaireId: questionnaire.id,
      action: 'version_changed',
      fromState: questionnaire.state,
      toState: questionnaire.state,
      changes: Object.fromEntries(moved.dropped.map((answer): [string, { from: FieldValue; to: FieldValue }] => [answer.fieldId, { from: answer.value, to: null }])),
      userId: actor.user.id,
      impersonatorId: actor.impersonatorId,
    });
  }
  if (history.length > 0) await db.insert(questionnaireHistory).values(history);
  return version;
}
