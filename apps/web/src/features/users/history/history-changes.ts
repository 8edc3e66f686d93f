import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import type { Translate } from '../../../ui/i18n/useT';
import { historyFieldLabel, historyValue } from './history-text';

/**
 * One thing a history entry changed: a sentence ("Renamed from … to …", "Rights added: …"), names that were
 * added or removed ("Added": roles, organisations, rights), or fields with their values before and after.
 */
export type HistoryChange =
  | { kind: 'sentence'; key: string; text: string }
  | { kind: 'names'; key: 'added' | 'removed'; label: string; names: string[] }
  | { kind: 'fields'; key: 'changed'; label: string; lines: string[] };

export interface HistoryWords {
  t: Translate;
  /** A permission key, tag key or role name as the screens name it. */
  nameOf: (key: string) => string;
  /** Names as the language lists them ("a, b and c"). */
  list: (names: readonly string[]) => string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Who made the change, and who was acting as them. */
export function authorText(t: Translate, entry: Pick<PermissionChangeEntry, 'by' | 'impersonator'>): string {
  if (entry.by === null) return t('users.history.byUnknown');
  return entry.impersonator ? t('users.history.byImpersonated', { email: entry.by, impersonator: entry.impersonator }) : t('users.history.by', { email: entry.by });
}

/**
 * A role's entry in sentences: created or renamed, rights added and removed (every key a right), members
 * who joined or left; any other field as a user's are.
 */
function roleChanges({ t, nameOf, list }: HistoryWords, entry: PermissionChangeEntry): HistoryChange[] {
  const { name, members_added: joined, members_removed: left, ...others } = entry.fields;
  const sentences: string[] = [];
  if (name && name.before === null && typeof name.after === 'string') sentences.push(t('roles.history.created', { name: name.after }));
  else if (name && typeof name.before === 'string' && typeof name.after === 'string') sentences.push(t('roles.history.renamed', { before: name.before, after: name.after }));
  if (entry.added.length > 0) sentences.push(t('roles.history.added', { list: list(entry.added.map(nameOf)) }));
  if (entry.removed.length > 0) sentences.push(t('roles.history.removed', { list: list(entry.removed.map(nameOf)) }));
  const members = { added: asList(joined?.after), removed: asList(left?.before) };
  if (members.added.length > 0) sentences.push(t('roles.history.membersAdded', { list: list(members.added) }));
  if (members.removed.length > 0) sentences.push(t('roles.history.membersRemoved', { list: list(members.removed) }));
  return [...sentences.map((text, index): HistoryChange => ({ kind: 'sentence', key: `sentence-${index}`, text })), ...fieldChanges(t, others)];
}

/** A user's entry: what was added and removed (rights, roles, organisations), then each field before and after. */
function userChanges({ t, nameOf }: HistoryWords, entry: PermissionChangeEntry): HistoryChange[] {
  const changes: HistoryChange[] = [];
  if (entry.added.length > 0) changes.push({ kind: 'names', key: 'added', label: t('users.history.added'), names: entry.added.map(nameOf) });
  if (entry.removed.length > 0) changes.push({ kind: 'names', key: 'removed', label: t('users.history.removed'), names: entry.removed.map(nameOf) });
  return [...changes, ...fieldChanges(t, entry.fields)];
}

function fieldChanges(t: Translate, fields: PermissionChangeEntry['fields']): HistoryChange[] {
  const lines = Object.entries(fields).map(([field, change]) =>
    t('users.history.change', { field: historyFieldLabel(t, field), before: historyValue(t, field, change.before), after: historyValue(t, field, change.after) }),
  );
  return lines.length > 0 ? [{ kind: 'fields', key: 'changed', label: t('users.history.changed'), lines }] : [];
}

/** What one entry of a user's or a role's history changed, in the words its screen uses. */
export const historyChanges = (words: HistoryWords, entry: PermissionChangeEntry): HistoryChange[] =>
  entry.target_type === 'role' ? roleChanges(words, entry) : userChanges(words, entry);
