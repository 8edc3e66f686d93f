import type {
  AdminSection,
  AdminSubject,
  AdminSubjectList,
  CreateSectionBody,
  CreateSubjectBody,
  RandomizedDataResult,
  TagLeavesResult,
} from '@platform/shared/super-admin/subjects-admin.schemas';
import { RANDOMIZED_INPUTS_MAX } from '@platform/shared/super-admin/subjects-admin.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { AppConfig } from '../../../platform/config/config.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord, notFound } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import {
  administeredSubjects,
  createSectionRecord,
  createSubjectRecord,
  fillRandomizedInputs,
  recomputeTagLeaves,
  type AdministeredSection,
  type AdministeredSubject,
} from '../../data-collection/index.js';
import { superAdminPolicy } from '../super-admin.policy.js';

const presentSubject = (row: AdministeredSubject): AdminSubject => ({
  key: row.key,
  name: row.name,
  section: { key: row.section.key, name: row.section.name, deleted: row.section.archivedAt !== null },
  deleted: row.archivedAt !== null,
  deleted_at: row.archivedAt?.toISOString() ?? null,
  inputs_count: row.inputsCount,
  periods: row.periods,
  tag_dimensions: row.tagDimensions,
  fields_count: row.fieldsCount,
});

const presentSection = (row: AdministeredSection): AdminSection => ({
  key: row.key,
  name: row.name,
  deleted: row.archivedAt !== null,
  deleted_at: row.archivedAt?.toISOString() ?? null,
  subjects_count: row.subjectsCount,
});

/** GET /super_admin/subjects: every subject and section of the client, deleted ones included and marked. */
export async function listAdminSubjects(db: Database, actor: Actor): Promise<AdminSubjectList> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  const found = await administeredSubjects(db, actor.client.id);
  return { subjects: found.subjects.map(presentSubject), sections: found.sections.map(presentSection) };
}

/** POST /super_admin/subjects: a new subject in a live section; its form is configured afterwards. */
export async function createSubject(db: Database, actor: Actor, body: CreateSubjectBody): Promise<{ subject: AdminSubject }> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  await createSubjectRecord(db, actor.client.id, { key: body.key, name: body.name, sectionKey: body.section_key });
  const created = (await administeredSubjects(db, actor.client.id)).subjects.find((row) => row.key === body.key);
  if (!created) throw notFound();
  return { subject: presentSubject(created) };
}

/** POST /super_admin/sections. */
export async function createSection(db: Database, actor: Actor, body: CreateSectionBody): Promise<{ section: AdminSection }> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  await createSectionRecord(db, actor.client.id, body);
  const created = (await administeredSubjects(db, actor.client.id)).sections.find((row) => row.key === body.key);
  if (!created) throw notFound();
  return { section: presentSection(created) };
}

/** POST /super_admin/subjects/{key}/tag_leaves: the subject's inputs' tags made again from the current tag tree. */
export async function recomputeSubjectTagLeaves(db: Database, actor: Actor, key: string): Promise<TagLeavesResult> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  return recomputeTagLeaves(db, actor.client.id, key);
}

/**
 * POST /super_admin/subjects/{key}/randomized_data: demo inputs for a client that is not in production
 * (PRODUCTION, 422, there: randomized figures must never mix with real ones).
 */
export async function fillRandomizedData(db: Database, config: Pick<AppConfig, 'env'>, actor: Actor, key: string): Promise<RandomizedDataResult> {
  authorize(superAdminPolicy, actor, 'manageSubjects');
  if (config.env === 'production') throw invalidRecord({ base: [{ error: 'PRODUCTION' }] }, 'Randomized data is refused in production.');
  const { dates } = actor.client.settings;
  return fillRandomizedInputs(db, actor.client.id, key, {
    dateBounds: { beginning: dates.beginning_of_time, end: dates.end_of_time },
    limit: RANDOMIZED_INPUTS_MAX,
    byEmail: actor.user.email,
  });
}
