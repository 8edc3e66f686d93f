import { describe, expect, it } from 'vitest';
import { template } from '../test/templates-fixtures';
import { moveChoice } from '../../../../ui/field-definition-editor/choice-positions';
import { addQuestion, canMove, changeChoices, displaySources, moveQuestion, removeQuestion, renameQuestion, updateQuestion } from './draft-questions';
import { addSection, bodyOf, draftOf, keepingUids, moveSection, removeSection, sameDraft, type TemplateDraft } from './template-draft';

const ids = (draft: TemplateDraft) => draft.sections.map((section) => [section.id, section.fields.map((field) => field.id)]);
const uidOf = (draft: TemplateDraft, id: string) => draft.sections.flatMap((section) => section.fields).find((field) => field.id === id)!.uid;

describe('the template draft', () => {
  it('sends what it was read from, without its uids', () => {
    const saved = template();
    const draft = draftOf(saved);
    expect(bodyOf(draft, saved.updated_at)).toEqual({ name: saved.name, sections: saved.sections, updated_at: saved.updated_at });
    expect(bodyOf(draft, undefined, true)).toMatchObject({ confirm_version_change: true });
    expect(JSON.stringify(bodyOf(draft))).not.toContain('"uid"');
  });

  it('moves a question across the edge of its section, and not past the first or last one', () => {
    const draft = draftOf(template());
    const employees = uidOf(draft, 'employees');
    const up = moveQuestion(draft, employees, -1);
    expect(ids(up)).toEqual([
      ['policies', ['has_policy', 'policy_year', 'employees']],
      ['figures', []],
    ]);
    expect(ids(moveQuestion(up, employees, 1))).toEqual(ids(draft));
    expect(canMove(draft, uidOf(draft, 'has_policy'), -1)).toBe(false);
    expect(canMove(draft, employees, 1)).toBe(false);
    expect(canMove(draft, employees, -1)).toBe(true);
    expect(ids(moveSection(draft, draft.sections[1]!.uid, -1)).map(([id]) => id)).toEqual(['figures', 'policies']);
  });

  it('offers as display sources only the earlier questions with choices', () => {
    let draft = draftOf(template());
    expect(displaySources(draft, uidOf(draft, 'employees')).map((field) => field.id)).toEqual(['has_policy']);
    expect(displaySources(draft, uidOf(draft, 'has_policy'))).toEqual([]);
    // A single checkbox (no choices) can show others too; a radio without choices cannot.
    draft = updateQuestion(draft, uidOf(draft, 'policy_year'), { type: 'checkbox' });
    expect(displaySources(draft, uidOf(draft, 'employees')).map((field) => field.id)).toEqual(['has_policy', 'policy_year']);
    draft = changeChoices(draft, uidOf(draft, 'has_policy'), []);
    expect(displaySources(draft, uidOf(draft, 'employees')).map((field) => field.id)).toEqual(['policy_year']);
  });

  it('keeps display conditions pointing at the renamed question and its renamed choice keys, and drops the removed ones', () => {
    let draft = draftOf(template());
    const source = uidOf(draft, 'has_policy');
    draft = renameQuestion(draft, source, 'policy');
    const yes = draft.sections[0]!.fields[0]!.choices.find((choice) => choice.key === 'yes')!;
    draft = changeChoices(
      draft,
      source,
      draft.sections[0]!.fields[0]!.choices.map((choice) => (choice.uid === yes.uid ? { ...choice, key: 'oui' } : choice)),
    );
    expect(draft.sections[0]!.fields[1]!.display).toEqual({ key: 'policy', for: ['oui'] });
    draft = changeChoices(draft, source, draft.sections[0]!.fields[0]!.choices.filter((choice) => choice.uid !== yes.uid));
    expect(draft.sections[0]!.fields[1]!.display).toEqual({ key: 'policy', for: [] });
    expect(removeQuestion(draft, source).sections[0]!.fields[0]!.display).toBeNull();
    expect(removeSection(draft, draft.sections[0]!.uid).sections.map((section) => section.id)).toEqual(['figures']);
  });

  it('gives new sections and questions ids no other one has', () => {
    let draft = addSection(draftOf(template()));
    draft = addQuestion(draft, draft.sections[2]!.uid);
    draft = addQuestion(draft, draft.sections[2]!.uid);
    expect(ids(draft)[2]).toEqual(['section_3', ['question_4', 'question_5']]);
  });

  it('keeps its uids through the server’s answer, and compares by content', () => {
    const draft = moveQuestion(draftOf(template()), uidOf(draftOf(template()), 'employees'), -1);
    const fresh = draftOf({ name: draft.name, sections: bodyOf(draft).sections });
    const kept = keepingUids(fresh, draft);
    expect(kept.sections.map((section) => section.uid)).toEqual(draft.sections.map((section) => section.uid));
    expect(kept.sections[0]!.fields.map((field) => field.uid)).toEqual(draft.sections[0]!.fields.map((field) => field.uid));
    expect(sameDraft(kept, draft)).toBe(true);
    const reordered = changeChoices(draft, draft.sections[0]!.fields[0]!.uid, moveChoice(draft.sections[0]!.fields[0]!.choices, draft.sections[0]!.fields[0]!.choices[1]!.uid, 'fr', -1, false));
    expect(sameDraft(reordered, draft)).toBe(false);
    expect(reordered.sections[0]!.fields[0]!.choices.map((choice) => [choice.key, choice.position])).toEqual([
      ['yes', { en: 1, fr: 2 }],
      ['no', { en: 2, fr: 1 }],
    ]);
  });
});
