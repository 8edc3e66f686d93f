import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { filesPolicy, type FileSubject } from './files.policy.js';

const uploader = actorWith([], { user: { id: 4 } });
const other = actorWith(['client.configure'], { user: { id: 5 } });
const unattached: FileSubject = { clientId: 1, uploadedBy: 4, attached: false };

describe('filesPolicy', () => {
  it('leaves an unattached file to its uploader alone, whatever the other user’s permissions', () => {
    expect(filesPolicy.can(uploader, 'read', unattached)).toBe(true);
    expect(filesPolicy.can(uploader, 'delete', unattached)).toBe(true);
    expect(filesPolicy.can(other, 'read', unattached)).toBe(false);
    expect(filesPolicy.can(other, 'delete', unattached)).toBe(false);
  });

  it('follows the record’s rules for an attached file: read to read, change to delete', () => {
    const readOnly: FileSubject = { clientId: 1, uploadedBy: 5, attached: true, record: { read: true, change: false } };
    expect(filesPolicy.can(uploader, 'read', readOnly)).toBe(true);
    expect(filesPolicy.can(uploader, 'delete', readOnly)).toBe(false);
    const hidden: FileSubject = { clientId: 1, uploadedBy: 4, attached: true, record: { read: false, change: false } };
    // Uploading it gives no right once it belongs to a record.
    expect(filesPolicy.can(uploader, 'read', hidden)).toBe(false);
  });

  it('refuses a file whose record is gone, and any file of another client', () => {
    expect(filesPolicy.can(uploader, 'read', { clientId: 1, uploadedBy: 4, attached: true })).toBe(false);
    expect(filesPolicy.can(uploader, 'read', { ...unattached, clientId: 2 })).toBe(false);
  });
});
