import { describe, expect, it } from 'vitest';
import { collectFileRecordTypes, defineFileRecordType } from './file-records.js';

const anyone = defineFileRecordType<string>({ find: async (_db, _actor, id) => id, can: () => true });

describe('collectFileRecordTypes', () => {
  it('gathers every feature’s record types by name', () => {
    const types = collectFileRecordTypes([
      { name: 'clients', fileRecords: { client: anyone } },
      { name: 'profile' },
      { name: 'reports', fileRecords: { report: anyone } },
    ]);
    expect([...types.keys()]).toEqual(['client', 'report']);
  });

  it('stops the start when two features declare the same record type', () => {
    expect(() => collectFileRecordTypes([{ name: 'a', fileRecords: { client: anyone } }, { name: 'b', fileRecords: { client: anyone } }])).toThrow(
      'File record type "client" is declared twice (again by b)',
    );
  });
});
