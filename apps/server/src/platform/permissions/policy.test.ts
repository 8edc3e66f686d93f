import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { AppError } from '../errors/app-error.js';
import { abilitiesFor, authorize, type Policy } from './policy.js';

// A small policy of the usual shape: owners edit their records, holders of a key delete any.
const notesPolicy: Policy<'edit' | 'delete', { ownerId: number }> = {
  can: (actor, action, note) =>
    action === 'edit' ? note?.ownerId === actor.user.id : actor.permissions.has('reports.manage'),
};

describe('authorize', () => {
  it('lets an allowed action through and refuses another with ACCESS_DENIED', () => {
    const owner = actorWith([], { user: { id: 4 } });
    expect(() => authorize(notesPolicy, owner, 'edit', { ownerId: 4 })).not.toThrow();
    const refused = (() => {
      try {
        authorize(notesPolicy, owner, 'delete', { ownerId: 4 });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('ACCESS_DENIED');
  });
});

describe('abilitiesFor', () => {
  it("says, per action, what the caller may do to one record (what a response's abilities carry)", () => {
    expect(abilitiesFor(notesPolicy, actorWith([], { user: { id: 4 } }), ['edit', 'delete'], { ownerId: 4 })).toEqual({ edit: true, delete: false });
    expect(abilitiesFor(notesPolicy, actorWith(['reports.manage'], { user: { id: 5 } }), ['edit', 'delete'], { ownerId: 4 })).toEqual({
      edit: false,
      delete: true,
    });
  });
});
