import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_GROUP_RECENT_OCCURRENCES, type ErrorGroupList, type ErrorGroupsQuery } from '@platform/shared/error-reports/error-groups.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import { browserOf, distinctBrowsers } from './browser-of.js';
import { errorReportsPolicy } from './error-reports.policy.js';
import { frontendErrors } from './error-reports.tables.js';

/**
 * Where a report happened: the page path of its url, without origin, query or fragment (they vary between visits
 * of one page: grouping by them would split one bug in many); without a url, the first `at …` frame of its stack
 * (a V8 stack); else empty. Computed when read, so reports stored before the grouping existed group the same way.
 */
const place: SQL<string> = sql<string>`coalesce(
  case when coalesce(${frontendErrors.url}, '') = '' then null
    else coalesce(nullif(split_part(split_part(regexp_replace(${frontendErrors.url}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''), '#', 1), '?', 1), ''), '/') end,
  btrim(substring(${frontendErrors.stack} from '\n\\s*(at [^\n]+)')),
  '')`;

/** A jsonb array as the driver hands it: parsed by node-postgres and PGlite alike, text only if a driver did not. */
function jsonArray<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * GET /super_admin/errors: the client's reports grouped by message and place, the most recently seen first, with
 * their counts, first and last seen, browsers, the signed-in users concerned and each group's latest reports.
 */
export async function listErrorGroups(db: Database, actor: Actor, query: ErrorGroupsQuery): Promise<ErrorGroupList> {
  authorize(errorReportsPolicy, actor, 'readGroups');
  const mine = errorReportsPolicy.scope!(actor)!;
  const lastSeen = sql<Date>`max(${frontendErrors.createdAt})`.mapWith(frontendErrors.createdAt);
  // A function: a drizzle query is changed in place by orderBy/limit, and the count needs it unlimited.
  const grouped = () =>
    db
    .select({
      message: frontendErrors.message,
      place: sql<string>`${place}`.as('place'),
      count: count().as('count'),
      firstSeen: sql<Date>`min(${frontendErrors.createdAt})`.mapWith(frontendErrors.createdAt).as('first_seen'),
      lastSeen: lastSeen.as('last_seen'),
      userAgents: sql<unknown>`coalesce(jsonb_agg(distinct ${frontendErrors.userAgent}) filter (where ${frontendErrors.userAgent} is not null), '[]'::jsonb)`.as(
        'user_agents',
      ),
      emails: sql<unknown>`coalesce(jsonb_agg(distinct ${users.email}) filter (where ${users.email} is not null), '[]'::jsonb)`.as('emails'),
    })
    .from(frontendErrors)
    .leftJoin(users, eq(users.id, frontendErrors.userId))
    .where(mine)
    .groupBy(frontendErrors.message, place);
  const [groups, [total]] = await Promise.all([
    grouped()
      .orderBy(desc(lastSeen), frontendErrors.message, place)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ count: count() }).from(grouped().as('groups')),
  ]);
  const recent = await recentOccurrences(
    db,
    mine,
    groups.map((group) => ({ message: group.message, place: group.place })),
  );
  return {
    groups: groups.map((group) => ({
      message: group.message,
      place: group.place,
      count: Number(group.count),
      first_seen: iso(group.firstSeen),
      last_seen: iso(group.lastSeen),
      browsers: distinctBrowsers(jsonArray<string>(group.userAgents)),
      users: jsonArray<string>(group.emails).sort(),
      recent: recent.filter((row) => row.message === group.message && row.place === group.place).map(({ message: _m, place: _p, ...occurrence }) => occurrence),
    })),
    total: total?.count ?? 0,
  };
}

/** The latest reports of each group on the page (a window per group, so a group of thousands reads only a few). */
async function recentOccurrences(db: Database, mine: SQL, groups: { message: string; place: string }[]) {
  if (groups.length === 0) return [];
  const ranked = db
    .select({
      id: frontendErrors.id,
      message: frontendErrors.message,
      place: sql<string>`${place}`.as('place'),
      createdAt: frontendErrors.createdAt,
      url: frontendErrors.url,
      stack: frontendErrors.stack,
      userAgent: frontendErrors.userAgent,
      email: users.email,
      rank: sql<number>`row_number() over (partition by ${frontendErrors.message}, ${place} order by ${frontendErrors.createdAt} desc, ${frontendErrors.id} desc)`.as(
        'rank',
      ),
    })
    .from(frontendErrors)
    .leftJoin(users, eq(users.id, frontendErrors.userId))
    .where(and(mine, or(...groups.map((group) => and(eq(frontendErrors.message, group.message), sql`${place} = ${group.place}`)))))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ERROR_GROUP_RECENT_OCCURRENCES}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows.map((row) => ({
    message: row.message,
    place: row.place,
    id: row.id,
    created_at: iso(row.createdAt),
    url: row.url,
    stack: row.stack,
    browser: browserOf(row.userAgent),
    user_email: row.email,
  }));
}
