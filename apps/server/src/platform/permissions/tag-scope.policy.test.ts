import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test/test-database.js';
import { tagScopeRuleOf, within, withinSql } from './tag-scope.policy.js';

// The tag rule is written once and compiled twice: the record test and the query filter must agree on every
// record, for every scope, or a list would show what a record check refuses (or hide what it allows).

const records = pgTable('tag_scope_rule_records', { id: integer('id').notNull(), tagKeys: text('tag_keys').array().notNull() });
const KEYS = ['org', 'a', 'b', 'a1', 'a2', 'b1', 'k"x', 'k\\y', 'steel', 'alu'];
const POSITIONS = 3;

/** A small seeded generator, so a failure repeats. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

let database: DatabaseHandle;
const rows: { id: number; tagKeys: string[] }[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table tag_scope_rule_records (id integer not null, tag_keys text[] not null)`);
  const random = generator(7);
  for (let id = 1; id <= 300; id += 1) {
    const length = Math.floor(random() * (POSITIONS + 1));
    rows.push({ id, tagKeys: Array.from({ length }, () => KEYS[Math.floor(random() * KEYS.length)]!) });
  }
  await database.db.insert(records).values(rows);
});
afterAll(() => database.close());

describe('the tag scope rule', () => {
  it('selects in the database exactly the records its test accepts, for 40 random scopes and every-tag', async () => {
    const random = generator(11);
    const scopes = Array.from({ length: 40 }, () => ({ allTags: false, tagLeaves: new Set(KEYS.filter(() => random() < 0.4)) }));
    scopes.push({ allTags: true, tagLeaves: new Set() }, { allTags: false, tagLeaves: new Set() });
    for (const actor of scopes) {
      const rule = tagScopeRuleOf(actor);
      const selected = await database.db.select({ id: records.id }).from(records).where(withinSql(rule, records.tagKeys, POSITIONS)).orderBy(records.id);
      const tested = rows.filter((row) => within(rule, row.tagKeys)).map((row) => row.id);
      expect(selected.map((row) => row.id)).toEqual(tested);
    }
  });
});
