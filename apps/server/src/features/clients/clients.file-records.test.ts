import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { actorWith } from '../../test/actor-fixture.js';
import { clientFileRecords } from './clients.file-records.js';

const db = {} as Database;
const client = clientFileRecords.client!;

describe("files attached to the client record", () => {
  it("find the actor's own client by its name, and no other", async () => {
    const actor = actorWith(['client.configure']);
    expect(await client.find(db, actor, 'demo')).toBe(actor.client);
    expect(await client.find(db, actor, 'other')).toBeNull();
  });

  it('are read and changed by its configurators only', async () => {
    const configurator = actorWith(['client.configure']);
    const contributor = actorWith(['inputs.write']);
    const record = await client.find(db, configurator, 'demo');
    expect(client.can(configurator, 'read', record)).toBe(true);
    expect(client.can(configurator, 'change', record)).toBe(true);
    expect(client.can(contributor, 'read', record)).toBe(false);
    expect(client.can(contributor, 'change', record)).toBe(false);
  });
});
