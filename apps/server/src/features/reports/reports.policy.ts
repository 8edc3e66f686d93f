import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { reports, reportShares } from './reports.tables.js';

/**
 * `create`: start a report. `read`: see it, its pages and figures, download its PDF. `update`: save it and take
 * the current figures into its copy (refresh). `share`, `publish`, `delete`: what they say. `duplicate`: copy
 * it as a new report of one's own.
 */
export type ReportAction = 'create' | 'read' | 'update' | 'share' | 'publish' | 'delete' | 'duplicate';

/** What the rules need to know of a report: whose client and owner it is, and who it is shared with. */
export interface ReportFacts {
  clientId: number;
  ownerId: number | null;
  sharedWith: readonly number[];
}

const builds = (actor: Actor) => actor.permissions.has('reports.manage');

/**
 * Holders of `reports.manage` build reports: they create, and read, change, share, publish, delete and copy
 * every report of their client. A report's owner does all that to their own (copying it needs the key, as
 * creating does); a user it is shared with reads it. No one reaches another client's report (the services
 * answer NOT_FOUND for it). Asked without a report, an action says whether the caller may do that kind of thing
 * at all: creating and copying need the key; the others depend on the report (the routes let any signed-in
 * caller through to that check).
 */
export const reportsPolicy: Policy<ReportAction, ReportFacts> = {
  can(actor, action, report) {
    if (report === undefined) return action === 'create' || action === 'duplicate' ? builds(actor) : true;
    if (report.clientId !== actor.client.id) return false;
    const owns = report.ownerId === actor.user.id;
    switch (action) {
      case 'read':
        return builds(actor) || owns || report.sharedWith.includes(actor.user.id);
      case 'duplicate':
        return builds(actor) && reportsPolicy.can(actor, 'read', report);
      case 'update':
      case 'share':
      case 'publish':
      case 'delete':
        return builds(actor) || owns;
      case 'create':
        return builds(actor);
    }
  },
  /** The reports an actor lists: every one of their client's with the key, else their own and those shared with them. */
  scope(actor): SQL {
    const ofClient = eq(reports.clientId, actor.client.id);
    if (builds(actor)) return ofClient;
    const sharedWithActor = sql`exists (select 1 from ${reportShares} where ${reportShares.reportId} = ${reports.id} and ${reportShares.userId} = ${actor.user.id})`;
    return and(ofClient, or(eq(reports.ownerId, actor.user.id), sharedWithActor))!;
  },
};
