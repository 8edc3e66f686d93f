import { eq } from 'drizzle-orm';
import type { Template, TemplateEvent } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { presentTemplate } from './template-presenter.js';
import { factsOf, findTemplate, requireTemplate } from './template-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { nextTemplateState } from './template-transitions.js';
import { templatesPolicy } from './templates.policy.js';
import { questionnaireTemplates } from './questionnaires.tables.js';
import { fieldsOf } from './version-impact.js';

/**
 * Moves a template of the actor's client by `event` (publish, archive, restore), its row locked. An event its
 * state does not allow answers INVALID_RECORD with `event: INVALID_TRANSITION` and the state it is in; a
 * template without a question is not published (`sections: BLANK`): there would be nothing to send. The
 * first publication stamps `published_at` (a restored template goes back to published if it ever was).
 */
export async function transitionTemplate(db: Database, actor: Actor, id: number, event: TemplateEvent): Promise<Template> {
  await db.transaction(async (tx) => {
    const record = await requireTemplate(tx, actor, id, 'read', { lock: true });
    const { row } = record;
    const state = nextTemplateState(event, row.state, row.publishedAt);
    if (state === null) throw invalidRecord({ event: [{ error: 'INVALID_TRANSITION', state: row.state }] }, `A ${row.state} template cannot take this event.`);
    authorize(templatesPolicy, actor, event, factsOf(record));
    if (event === 'publish' && fieldsOf(record.sections).length === 0) throw invalidRecord({ sections: [{ error: 'BLANK' }] }, 'Add a question before publishing.');
    const now = nextStamp(row.updatedAt);
    await tx
      .update(questionnaireTemplates)
      .set({ state, publishedAt: state === 'published' ? (row.publishedAt ?? now) : row.publishedAt, updatedAt: now })
      .where(eq(questionnaireTemplates.id, id));
  });
  const moved = await findTemplate(db, actor.client.id, id);
  if (!moved) throw notFound('No such template.');
  return presentTemplate(actor, moved);
}
