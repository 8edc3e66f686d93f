import { describe, expect, it } from 'vitest';
import { effectiveRightsChange, grantedKeys, normalisedKeys, type MemberFacts } from './effective-rights-change.js';

const member = (id: number, email: string, otherKeys: string[] = [], isSuperAdmin = false): [number, MemberFacts] => [id, { id, email, isSuperAdmin, otherKeys: new Set(otherKeys) }];

describe('effective rights change of a role save', () => {
  const members = new Map([member(1, 'b@example.org', ['subjects.read']), member(2, 'a@example.org'), member(3, 'c@example.org', [], true)]);

  it('gives members what the role gains and takes what it loses, except what another of their roles grants', () => {
    const change = effectiveRightsChange(
      { keys: ['subjects.read', 'inputs.write'], memberIds: [1, 2] },
      { keys: ['reports.manage'], memberIds: [1, 2] },
      members,
    );
    expect(change.members).toEqual([
      { id: 2, email: 'a@example.org', gained: ['reports.manage'], lost: ['subjects.read', 'inputs.write'] },
      { id: 1, email: 'b@example.org', gained: ['reports.manage'], lost: ['inputs.write'] },
    ]);
  });

  it('gives a joining member every key of the role they lack, and takes them from a leaving one', () => {
    const change = effectiveRightsChange({ keys: ['subjects.read', 'inputs.write'], memberIds: [1] }, { keys: ['subjects.read', 'inputs.write'], memberIds: [2] }, members);
    expect(change.members).toEqual([
      { id: 2, email: 'a@example.org', gained: ['subjects.read', 'inputs.write'], lost: [] },
      // subjects.read stays theirs through another role.
      { id: 1, email: 'b@example.org', gained: [], lost: ['inputs.write'] },
    ]);
  });

  it('leaves out members whose rights do not move, super administrators (who hold every key) and unknown ids', () => {
    const change = effectiveRightsChange({ keys: ['subjects.read'], memberIds: [1, 3, 99] }, { keys: [], memberIds: [1, 3, 99] }, members);
    expect(change.members).toEqual([]);
  });

  it('is nothing for a new role without members, and everything for a deleted one', () => {
    expect(effectiveRightsChange({ keys: [], memberIds: [] }, { keys: ['roles.manage'], memberIds: [] }, members).members).toEqual([]);
    const deleted = effectiveRightsChange({ keys: ['roles.manage', 'users.read'], memberIds: [1, 2] }, { keys: [], memberIds: [] }, members);
    expect(deleted.members.map((entry) => [entry.email, entry.lost])).toEqual([
      ['a@example.org', ['users.read', 'roles.manage']],
      ['b@example.org', ['users.read', 'roles.manage']],
    ]);
  });

  it('ignores keys the catalogue no longer has and lists keys in catalogue order', () => {
    const change = effectiveRightsChange({ keys: ['old.key'], memberIds: [2] }, { keys: ['client.configure', 'old.key', 'subjects.read'], memberIds: [2] }, members);
    expect(change.members).toEqual([{ id: 2, email: 'a@example.org', gained: ['subjects.read', 'client.configure'], lost: [] }]);
    expect(grantedKeys(change)).toEqual(['subjects.read', 'client.configure']);
    expect(normalisedKeys(['users.read', 'nope', 'subjects.read', 'users.read'])).toEqual(['subjects.read', 'users.read']);
  });
});
