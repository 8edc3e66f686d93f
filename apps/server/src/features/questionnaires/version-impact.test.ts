import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import { movedAnswers, sectionsChanged, versionImpact } from './version-impact.js';

const text = (en: string) => ({ en, fr: `${en} (fr)` });
const field = (id: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({ id, name: text(id), type: 'string', localized: false, required: false, ...overrides });
const section = (fields: FieldDefinition[]): TemplateSection => ({ id: 'general', name: text('General'), fields });

// Version 1: a policy (text), a headcount (number), a certification (radio), a note (string).
const v1 = [field('policy', { type: 'text' }), field('headcount', { type: 'number' }), field('certified', { type: 'radio', choices: [] }), field('note')];
// Version 2: the headcount became text, the note is gone, a programme question is new, the policy's label changed.
const v2 = [field('policy', { type: 'text', name: text('Your policy') }), field('headcount', { type: 'text' }), field('certified', { type: 'radio', choices: [] }), field('programmes')];

describe('versionImpact', () => {
  it('says which answers carry over, which questions are new and which answers are dropped, and why', () => {
    const impact = versionImpact(v1, v2, [
      { fields: v1, answers: { policy: 'We have one', headcount: 120, certified: 'yes', note: 'kept in history' } },
      { fields: v1, answers: { policy: 'Ours', headcount: 0, certified: null, note: '' } },
      { fields: v1, answers: {} },
    ]);
    expect(impact).toEqual({
      questionnaires: 3,
      carried: [
        { field_id: 'policy', answers: 2 },
        { field_id: 'certified', answers: 1 },
      ],
      added: [{ field_id: 'programmes' }],
      dropped: [
        // Zero is an answer; a blank note is not.
        { field_id: 'headcount', reason: 'type_changed', answers: 2 },
        { field_id: 'note', reason: 'removed', answers: 1 },
      ],
    });
  });

  it('counts nothing when no questionnaire is open', () => {
    expect(versionImpact(v1, v2, [])).toEqual({
      questionnaires: 0,
      carried: [
        { field_id: 'policy', answers: 0 },
        { field_id: 'certified', answers: 0 },
      ],
      added: [{ field_id: 'programmes' }],
      dropped: [
        { field_id: 'headcount', reason: 'type_changed', answers: 0 },
        { field_id: 'note', reason: 'removed', answers: 0 },
      ],
    });
  });

  it('takes one text per language in place of one text as a change of type', () => {
    const impact = versionImpact([field('name')], [field('name', { localized: true })], [{ fields: [field('name')], answers: { name: 'Alcoa' } }]);
    expect(impact.dropped).toEqual([{ field_id: 'name', reason: 'type_changed', answers: 1 }]);
    expect(impact.carried).toEqual([]);
  });

  it('judges a questionnaire still on an older version by its own questions', () => {
    // Reopened after approval on version 1: its `old` question went away in version 2 already, and `count` was a number then.
    const older = [field('old'), field('count', { type: 'number' })];
    const current = [field('count', { type: 'string' })];
    const impact = versionImpact(current, current, [{ fields: older, answers: { old: 'x', count: 3 } }]);
    expect(impact).toEqual({
      questionnaires: 1,
      carried: [{ field_id: 'count', answers: 0 }],
      added: [],
      dropped: [
        { field_id: 'old', reason: 'removed', answers: 1 },
        { field_id: 'count', reason: 'type_changed', answers: 1 },
      ],
    });
  });
});

describe('movedAnswers', () => {
  it('keeps carried answers and gives the dropped ones with their values; empty ones just go', () => {
    const moved = movedAnswers({ fields: v1, answers: { policy: 'We have one', headcount: 120, certified: 'yes', note: 'gone', extra: null } }, v2, v1);
    expect(moved).toEqual({
      answers: { policy: 'We have one', certified: 'yes' },
      dropped: [
        { fieldId: 'headcount', reason: 'type_changed', value: 120 },
        { fieldId: 'note', reason: 'removed', value: 'gone' },
      ],
    });
  });
});

describe('sectionsChanged', () => {
  it('sees a change of label, choice, condition or order, but not the order keys were stored in, nor absent against null', () => {
    const base = [section([field('a', { type: 'radio', choices: [{ key: 'x', name: text('X'), position: { en: 0, fr: 0 } }] }), field('b', { display: null })])];
    const reordered = JSON.parse(JSON.stringify(base, (_, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(sectionsChanged(base, reordered)).toBe(false);
    expect(sectionsChanged(base, [section([base[0]!.fields[0]!, field('b')])])).toBe(false);

    expect(sectionsChanged(base, [section([base[0]!.fields[0]!, field('b', { name: text('Other') })])])).toBe(true);
    expect(sectionsChanged(base, [section([{ ...base[0]!.fields[0]!, choices: [] }, field('b')])])).toBe(true);
    expect(sectionsChanged(base, [section([base[0]!.fields[0]!, field('b', { display: { key: 'a', for: ['x'] } })])])).toBe(true);
    expect(sectionsChanged(base, [section([field('b'), base[0]!.fields[0]!])])).toBe(true);
  });
});
