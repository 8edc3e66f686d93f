import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import type { Translate } from '../../../ui/i18n/useT';
import { authorText, historyChanges, type HistoryWords } from './history-changes';

const NAMES: Record<string, string> = { 'reports.manage': 'Build reports', 'progress.read': 'See progress', boreal: 'Boréal Aluminium' };

function words(locale: 'en' | 'fr'): HistoryWords {
  const intl = createIntl({ locale, messages: CATALOGUES[locale] });
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  return { t, nameOf: (key) => NAMES[key] ?? key, list: (names) => intl.formatList(names, { type: 'conjunction', style: 'long' }) };
}

const entry = (change: Partial<PermissionChangeEntry>): PermissionChangeEntry => ({
  id: 1,
  at: '2026-03-01T14:05:00.000Z',
  by: 'admin@example.org',
  impersonator: null,
  target_type: 'user',
  target_label: 'marie@example.org',
  added: [],
  removed: [],
  fields: {},
  ...change,
});

describe('what a history entry changed', () => {
  it('tells a role’s renaming, rights and members in sentences, naming the rights', () => {
    const renamed = entry({
      target_type: 'role',
      added: ['reports.manage', 'progress.read'],
      removed: ['users.read'],
      fields: { name: { before: 'Writers', after: 'Report writers' }, members_removed: { before: ['ada@example.org', 'grace@example.org'], after: null } },
    });
    expect(historyChanges(words('en'), renamed).map((change) => change.kind === 'sentence' && change.text)).toEqual([
      'Renamed from “Writers” to “Report writers”',
      'Rights added: Build reports and See progress',
      'Rights removed: users.read',
      'Members removed: ada@example.org and grace@example.org',
    ]);
    const created = entry({ target_type: 'role', fields: { name: { before: null, after: 'Lecteurs' }, members_added: { before: null, after: ['ada@example.org'] } } });
    expect(historyChanges(words('fr'), created).map((change) => change.kind === 'sentence' && change.text)).toEqual([
      'Créé sous le nom «\u202fLecteurs\u202f»',
      'Membres ajoutés\u00a0: ada@example.org',
    ]);
  });

  it('lists what a user gained and lost by name, then each field before and after', () => {
    const changes = historyChanges(words('en'), entry({ added: ['Contributor', 'boreal'], removed: ['reports.manage'], fields: { approval_role: { before: null, after: 'preapprobator' } } }));
    expect(changes).toEqual([
      { kind: 'names', key: 'added', label: 'Added', names: ['Contributor', 'Boréal Aluminium'] },
      { kind: 'names', key: 'removed', label: 'Removed', names: ['Build reports'] },
      { kind: 'fields', key: 'changed', label: 'Changed', lines: ['Approval role: (none) → Pre-approver'] },
    ]);
  });

  it('says a role’s other fields as a user’s are', () => {
    const changes = historyChanges(words('en'), entry({ target_type: 'role', fields: { archived: { before: false, after: true } } }));
    expect(changes).toEqual([{ kind: 'fields', key: 'changed', label: 'Changed', lines: ['Archived: false → true'] }]);
  });

  it('names who made the change, who was acting as them, or that they are gone', () => {
    const { t } = words('en');
    expect(authorText(t, { by: 'admin@example.org', impersonator: null })).toBe('by admin@example.org');
    expect(authorText(t, { by: 'ada@example.org', impersonator: 'admin@example.org' })).toBe('by ada@example.org, while admin@example.org was acting as them');
    expect(authorText(t, { by: null, impersonator: null })).toBe('by a user who no longer exists');
    expect(authorText(words('fr').t, { by: 'ada@example.org', impersonator: 'admin@example.org' })).toBe('par ada@example.org, pendant que admin@example.org agissait en son nom');
  });
});
