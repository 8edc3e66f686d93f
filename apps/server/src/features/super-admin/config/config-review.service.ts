import { and, eq, isNull } from 'drizzle-orm';
import type { ConfigFinding, ConfigImpact } from '@platform/shared/super-admin/config-versions.schemas';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { settingsErrors } from '../../clients/index.js';
import { deletedSubjectKeys, inputsCarryingTags, inputsHoldingFields, liveInputCounts } from '../../data-collection/index.js';
import { indicatorsWithFigures } from '../../indicators/index.js';
import { isSame } from './config-canonical.js';
import { documentErrors, tagChanges } from './config-checks.js';
import { escapePart as escape, pathOf as at } from './config-paths.js';

export interface ConfigReview {
  errors: ConfigFinding[];
  warnings: ConfigFinding[];
  impact: ConfigImpact;
}


/**
 * What applying `wanted` over `current` (the configuration as it stands) would break or change: the document's
 * own errors, tag nodes still in use that it removes or moves (a tag migration re-tags them), and, as warnings,
 * what it takes away from what exists: subjects and their inputs, fields holding values, indicators' figures,
 * users' rights. The impact lists the same, counted.
 */
export async function reviewConfig(db: Database, clientId: number, current: ConfigDocument, wanted: ConfigDocument): Promise<ConfigReview> {
  const errors = documentErrors(wanted);
  for (const [field, problems] of Object.entries(settingsErrors(wanted.settings))) {
    for (const problem of problems) errors.push({ path: `/${field.split('.').map(escape).join('/')}`, code: problem.error, message: `The setting ${field} is refused (${problem.error}).` });
  }
  const warnings: ConfigFinding[] = [];

  const { removed: removedTags, moved: movedTags } = tagChanges(current, wanted);
  for (const key of [...removedTags, ...movedTags]) {
    const inputs = await inputsCarryingTags(db, clientId, [key]);
    const people = await usersActingFor(db, clientId, key);
    if (inputs > 0 || people > 0) {
      errors.push({
        path: at('tags', key),
        code: 'TAG_IN_USE',
        message: `The tag node "${key}" is carried by ${inputs} inputs and ${people} users: merge, move or rename it with a tag migration instead.`,
      });
    }
  }

  const wantedSubjects = new Map(wanted.subjects.map((subject) => [subject.key, subject]));
  const removedSubjects = current.subjects.filter((subject) => !wantedSubjects.has(subject.key)).map((subject) => subject.key);
  const inputCounts = await liveInputCounts(db, clientId, removedSubjects);
  const subjectsRemoved = removedSubjects.map((key) => ({ key, inputs: inputCounts.get(key) ?? 0 }));
  for (const { key, inputs } of subjectsRemoved) {
    warnings.push({ path: at('subjects', key), code: 'SUBJECT_REMOVED', message: `The subject "${key}" and its ${inputs} inputs are deleted (restorable from the deletion log).` });
  }
  const deleted = new Set(await deletedSubjectKeys(db, clientId));
  for (const subject of wanted.subjects) {
    if (deleted.has(subject.key)) warnings.push({ path: at('subjects', subject.key), code: 'SUBJECT_RESTORED', message: `The deleted subject "${subject.key}" is restored with its inputs.` });
  }

  const inputsLosingFields: ConfigImpact['inputs_losing_fields'] = [];
  for (const before of current.subjects) {
    const after = wantedSubjects.get(before.key);
    if (!after) continue;
    const kept = new Set(after.fields.map((field) => field.id));
    const gone = before.fields.filter((field) => !kept.has(field.id)).map((field) => field.id);
    if (gone.length === 0) continue;
    const holding = await inputsHoldingFields(db, clientId, before.key, gone);
    for (const fieldId of gone) {
      const inputs = holding.get(fieldId) ?? 0;
      inputsLosingFields.push({ subject_key: before.key, field_id: fieldId, inputs });
      warnings.push({
        path: at('subjects', before.key, 'fields', fieldId),
        code: 'FIELD_REMOVED',
        message: `The field "${fieldId}" is removed; ${inputs} inputs hold a value for it, kept in their history.`,
      });
    }
  }

  const currentIndicators = new Map(current.indicators.map((indicator) => [indicator.key, indicator]));
  const wantedIndicators = new Set(wanted.indicators.map((indicator) => indicator.key));
  const recalculated = new Set<string>();
  for (const indicator of wanted.indicators) {
    const before = currentIndicators.get(indicator.key);
    if (!isSame(before?.calculation ?? null, indicator.calculation)) recalculated.add(indicator.key);
  }
  const removedIndicators = current.indicators.filter((indicator) => !wantedIndicators.has(indicator.key)).map((indicator) => indicator.key);
  const withFigures = new Set(await indicatorsWithFigures(db, clientId, removedIndicators));
  for (const key of removedIndicators) {
    if (currentIndicators.get(key)!.calculation) recalculated.add(key);
    warnings.push({
      path: at('indicators', key),
      code: 'INDICATOR_REMOVED',
      message: withFigures.has(key) ? `The indicator "${key}" is deleted with its published figures and annotations.` : `The indicator "${key}" is deleted.`,
    });
  }

  const usersLosingRights = await rightsLost(db, clientId, wanted);
  for (const user of usersLosingRights) {
    warnings.push({ path: at('roles'), code: 'RIGHTS_LOST', message: `${user.email} loses ${user.permissions.join(', ')}.` });
  }

  return {
    errors,
    warnings,
    impact: {
      inputs_losing_fields: inputsLosingFields,
      subjects_removed: subjectsRemoved,
      indicators_recalculated: [...recalculated].sort(),
      users_losing_rights: usersLosingRights,
    },
  };
}

/** The client's users (archived ones aside) acting for a tag node. */
async function usersActingFor(db: Database, clientId: number, key: string): Promise<number> {
  const rows = await db
    .select({ userId: userTags.userId })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .innerJoin(users, eq(users.id, userTags.userId))
    .where(and(eq(tags.clientId, clientId), eq(tags.key, key), isNull(users.archivedAt)));
  return rows.length;
}

/** Users who hold a permission key through their roles today and would not through the document's roles. */
async function rightsLost(db: Database, clientId: number, wanted: ConfigDocument): Promise<ConfigImpact['users_losing_rights']> {
  const rows = await db
    .select({ id: users.id, email: users.email, role: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.clientId, clientId), isNull(users.archivedAt)));
  const wantedRoles = new Map(wanted.roles.map((role) => [role.name, new Set(role.permissions)]));
  const people = new Map<number, { email: string; before: Set<string>; after: Set<string> }>();
  for (const row of rows) {
    const person = people.get(row.id) ?? { email: row.email, before: new Set<string>(), after: new Set<string>() };
    row.permissions.forEach((key) => person.before.add(key));
    wantedRoles.get(row.role)?.forEach((key) => person.after.add(key));
    people.set(row.id, person);
  }
  return [...people.entries()]
    .map(([id, person]) => ({ id, email: person.email, permissions: [...person.before].filter((key) => !person.after.has(key)).sort() }))
    .filter((person) => person.permissions.length > 0)
    .sort((a, b) => a.email.localeCompare(b.email));
}

