import { eq, type SQL } from 'drizzle-orm';
import type { TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { questionnaireTemplates } from './questionnaires.tables.js';

/**
 * `list`/`read`: see templates. `create`, `update`, `duplicate`, `delete`: build them. `publish`, `archive`,
 * `restore`: move them (the state decides which). `send`: send questionnaires from one.
 */
export type TemplateAction = 'list' | 'read' | 'create' | 'update' | 'duplicate' | 'delete' | 'publish' | 'archive' | 'restore' | 'send';

export interface TemplateFacts {
  clientId: number;
  state: TemplateState;
  /** Questionnaires sent from it (every version). */
  questionnairesCount: number;
}

/** Templates are built by holders of `templates.manage` and by those who send questionnaires (`questionnaires.manage`). */
const builds = (actor: Actor) => actor.permissions.has('templates.manage') || actor.permissions.has('questionnaires.manage');
const sends = (actor: Actor) => actor.permissions.has('questionnaires.manage');

/**
 * Builders do everything to their client's templates the template's state allows: an archived one is only
 * restored (or read, or copied); one that questionnaires use is not deleted (it is archived). Sending a
 * questionnaire needs `questionnaires.manage` and a published template. Asked without a template, an action
 * says whether the caller may do that kind of thing at all.
 */
export const templatesPolicy: Policy<TemplateAction, TemplateFacts> = {
  can(actor, action, template) {
    if (template === undefined) return action === 'send' ? sends(actor) : builds(actor);
    if (template.clientId !== actor.client.id) return false;
    switch (action) {
      case 'list':
      case 'read':
      case 'create':
      case 'duplicate':
        return builds(actor);
      case 'update':
      case 'archive':
        return builds(actor) && template.state !== 'archived';
      case 'publish':
        return builds(actor) && template.state === 'draft';
      case 'restore':
        return builds(actor) && template.state === 'archived';
      case 'delete':
        return builds(actor) && template.questionnairesCount === 0;
      case 'send':
        return sends(actor) && template.state === 'published';
    }
  },
  scope(actor): SQL {
    return eq(questionnaireTemplates.clientId, actor.client.id);
  },
};
