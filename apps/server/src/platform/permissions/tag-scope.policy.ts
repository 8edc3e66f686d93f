import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';

/**
 * The row rule of every data record: a record tagged with some tag nodes (an input's organisation and site,
 * a user's organisations) is the actor's when every one of its tags is among the nodes the actor acts for; an
 * actor acting for every tag is filtered by nothing. Written once, as this description, and compiled two
 * ways: to a test of one record (`within`, for a policy's `can` and for rows already read) and to a query
 * filter (`withinSql`, for a policy's `scope`), so a list never shows what a record check would refuse.
 */
export type TagScopeRule = { readonly everything: true } | { readonly everything: false; readonly keys: ReadonlySet<string> };

export function tagScopeRuleOf(actor: Pick<Actor, 'allTags' | 'tagLeaves'>): TagScopeRule {
  return actor.allTags ? { everything: true } : { everything: false, keys: actor.tagLeaves };
}

/** The rule as a test of one record's tag keys. */
export function within(rule: TagScopeRule, tagKeys: readonly string[]): boolean {
  return rule.everything || tagKeys.every((key) => rule.keys.has(key));
}

/**
 * The rule as a query filter on a `text[]` column of tag keys holding at most `positions` keys. Each position
 * is tested with `= any(one text[] parameter)`, which the database answers from a hash of the keys (`<@`
 * against thousands of keys compared each row's keys with every one of them).
 */
export function withinSql(rule: TagScopeRule, column: AnyColumn, positions: number): SQL {
  if (rule.everything) return sql`true`;
  const keys = textArrayLiteral([...rule.keys]);
  return sql.join(
    Array.from({ length: positions }, (_, index) => {
      const position = sql.raw(String(index + 1));
      return sql`(cardinality(${column}) < ${position} or (${column})[${position}] = any(${keys}::text[]))`;
    }),
    sql` and `,
  );
}

/** One PostgreSQL array literal, bound as a single parameter however many values it holds. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
