import type { TemplateEvent, TemplateState } from '@platform/shared/questionnaires/templates.schemas';

/** The states each event leaves from. */
const FROM: Record<TemplateEvent, readonly TemplateState[]> = {
  publish: ['draft'],
  archive: ['draft', 'published'],
  restore: ['archived'],
};

/**
 * Where an event takes a template in `state`, or null when the state does not allow it. A restored template
 * goes back to published if it ever was (`publishedAt`), else to draft: questionnaires may have been sent from
 * a published one, and its versions stay as they were.
 */
export function nextTemplateState(event: TemplateEvent, state: TemplateState, publishedAt: Date | null): TemplateState | null {
  if (!FROM[event].includes(state)) return null;
  switch (event) {
    case 'publish':
      return 'published';
    case 'archive':
      return 'archived';
    case 'restore':
      return publishedAt ? 'published' : 'draft';
  }
}
