import { describe, expect, it } from 'vitest';
import { TEMPLATE_EVENTS, TEMPLATE_STATES } from '@platform/shared/questionnaires/templates.schemas';
import { nextTemplateState } from './template-transitions.js';

describe('nextTemplateState', () => {
  it('publishes a draft, archives a draft or a published template, restores an archived one to where it was', () => {
    const table = TEMPLATE_EVENTS.flatMap((event) => TEMPLATE_STATES.map((state) => [event, state, nextTemplateState(event, state, null)]));
    expect(table).toEqual([
      ['publish', 'draft', 'published'],
      ['publish', 'published', null],
      ['publish', 'archived', null],
      ['archive', 'draft', 'archived'],
      ['archive', 'published', 'archived'],
      ['archive', 'archived', null],
      ['restore', 'draft', null],
      ['restore', 'published', null],
      ['restore', 'archived', 'draft'],
    ]);
    expect(nextTemplateState('restore', 'archived', new Date('2024-01-01'))).toBe('published');
  });
});
