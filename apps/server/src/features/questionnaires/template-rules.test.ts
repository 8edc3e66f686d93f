import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { TEMPLATE_LIMITS, type TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import { normalisedTemplate, templateErrors, type TemplateContent } from './template-rules.js';

const text = (en: string, fr = `${en} (fr)`) => ({ en, fr });
const choice = (key: string) => ({ key, name: text(key), position: { en: 0, fr: 0 } });
const field = (id: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({ id, name: text(id), type: 'string', localized: false, required: false, ...overrides });
const section = (id: string, fields: FieldDefinition[]): TemplateSection => ({ id, name: text(id), fields });
const template = (sections: TemplateSection[], name = text('Policies')): TemplateContent => ({ name, sections });

const certified = field('certified', { type: 'radio', choices: [choice('yes'), choice('no')] });

describe('templateErrors', () => {
  it('accepts a template whose questions and conditions are right', () => {
    const right = template([
      section('general', [certified, field('since', { type: 'date', display: { key: 'certified', for: ['yes'] } })]),
      section('people', [field('programmes', { type: 'multidropdown', choices: [choice('a')] }), field('note', { type: 'text', display: { key: 'programmes', for: ['a'] } })]),
    ]);
    expect(templateErrors(right)).toEqual({});
  });

  it('names a blank name in either language, and one over the limit', () => {
    expect(templateErrors(template([], { en: '  ', fr: '' }))).toEqual({ 'name.en': [{ error: 'BLANK' }], 'name.fr': [{ error: 'BLANK' }] });
    const long = 'x'.repeat(TEMPLATE_LIMITS.nameMax + 1);
    expect(templateErrors(template([], { en: 'Fine', fr: long }))).toEqual({ 'name.fr': [{ error: 'TOO_LONG', maximum: TEMPLATE_LIMITS.nameMax }] });
  });

  it('names blank section, question and choice names by their place', () => {
    const blankNames = template([
      { id: 'general', name: text('', 'Général'), fields: [field('q', { name: text('Question', ' '), type: 'dropdown', choices: [{ ...choice('a'), name: { en: '', fr: ' ' } }] })] },
    ]);
    expect(templateErrors(blankNames)).toEqual({
      'sections.0.name.en': [{ error: 'BLANK' }],
      'sections.0.fields.0.name.fr': [{ error: 'BLANK' }],
      'sections.0.fields.0.choices.0.name.en': [{ error: 'BLANK' }],
      'sections.0.fields.0.choices.0.name.fr': [{ error: 'BLANK' }],
    });
  });

  it('refuses a section id twice, and a field id twice over the whole template (every repetition named)', () => {
    const repeated = template([section('one', [field('a'), field('b')]), section('one', [field('c'), field('a')]), section('three', [field('b')])]);
    expect(templateErrors(repeated)).toEqual({
      'sections.1.id': [{ error: 'DUPLICATED' }],
      'sections.1.fields.1.id': [{ error: 'DUPLICATED' }],
      'sections.2.fields.0.id': [{ error: 'DUPLICATED' }],
    });
  });

  it('refuses field ids a questionnaire’s own errors use', () => {
    expect(templateErrors(template([section('one', [field('base'), field('updated_at'), field('basement')])]))).toEqual({
      'sections.0.fields.0.id': [{ error: 'RESERVED' }],
      'sections.0.fields.1.id': [{ error: 'RESERVED' }],
    });
  });

  it('needs choices, of unique keys, for the choice types; a checkbox without choices is a yes or no', () => {
    const choices = template([
      section('one', [
        field('radio', { type: 'radio' }),
        field('dropdown', { type: 'dropdown', choices: [] }),
        field('multi', { type: 'multidropdown', choices: [choice('a'), choice('b'), choice('a')] }),
        field('agree', { type: 'checkbox' }),
      ]),
    ]);
    expect(templateErrors(choices)).toEqual({
      'sections.0.fields.0.choices': [{ error: 'BLANK' }],
      'sections.0.fields.1.choices': [{ error: 'BLANK' }],
      'sections.0.fields.2.choices.2.key': [{ error: 'DUPLICATED' }],
    });
  });

  it('holds the limits: choices per question, questions over every section', () => {
    const many = Array.from({ length: TEMPLATE_LIMITS.choicesPerFieldMax + 1 }, (_, index) => choice(`c${index}`));
    expect(templateErrors(template([section('one', [field('q', { type: 'radio', choices: many })])]))).toEqual({
      'sections.0.fields.0.choices': [{ error: 'TOO_LONG', maximum: TEMPLATE_LIMITS.choicesPerFieldMax }],
    });
    const perSection = TEMPLATE_LIMITS.fieldsPerSectionMax;
    const sections = Array.from({ length: Math.ceil((TEMPLATE_LIMITS.fieldsMax + 1) / perSection) }, (_, s) =>
      section(`s${s}`, Array.from({ length: perSection }, (_, f) => field(`f${s}_${f}`))),
    );
    expect(templateErrors(template(sections))).toEqual({ sections: [{ error: 'TOO_MANY_FIELDS', maximum: TEMPLATE_LIMITS.fieldsMax }] });
    // Exactly the limit is fine.
    expect(templateErrors(template([section('s', Array.from({ length: perSection }, (_, f) => field(`f${f}`)))]))).toEqual({});
  });

  it('refuses a display condition on an unknown, later, own or non-choice field, and values that are not its choices', () => {
    const conditions = template([
      section('one', [
        certified,
        field('unknown', { display: { key: 'nowhere', for: ['yes'] } }),
        field('later', { display: { key: 'afterwards', for: ['x'] } }),
        field('itself', { type: 'radio', choices: [choice('x')], display: { key: 'itself', for: ['x'] } }),
        field('on_text', { display: { key: 'unknown', for: ['yes'] } }),
        field('bad_value', { display: { key: 'certified', for: ['yes', 'maybe', 'perhaps'] } }),
      ]),
      section('two', [field('afterwards', { type: 'radio', choices: [choice('x')] })]),
    ]);
    expect(templateErrors(conditions)).toEqual({
      'sections.0.fields.1.display.key': [{ error: 'INVALID' }],
      'sections.0.fields.2.display.key': [{ error: 'INVALID' }],
      'sections.0.fields.3.display.key': [{ error: 'INVALID' }],
      'sections.0.fields.4.display.key': [{ error: 'INVALID' }],
      'sections.0.fields.5.display.for': [{ error: 'INVALID', values: ['maybe', 'perhaps'] }],
    });
  });

  it('lets a condition depend on a yes-or-no checkbox by true or false', () => {
    const agree = field('agree', { type: 'checkbox' });
    expect(templateErrors(template([section('one', [agree, field('why', { display: { key: 'agree', for: ['true'] } })])]))).toEqual({});
    expect(templateErrors(template([section('one', [agree, field('why', { display: { key: 'agree', for: ['yes'] } })])]))).toEqual({
      'sections.0.fields.1.display.for': [{ error: 'INVALID', values: ['yes'] }],
    });
  });
});

describe('normalisedTemplate', () => {
  it('trims every name and keeps the rest as sent', () => {
    const padded = { en: ' A ', fr: '\tB\n' };
    const sent = {
      name: padded,
      sections: [{ id: 's', name: padded, fields: [field('q', { name: padded, type: 'radio', choices: [{ ...choice('a'), name: padded }], required: true })] }],
    };
    const ab = { en: 'A', fr: 'B' };
    expect(normalisedTemplate(sent)).toEqual({
      name: ab,
      sections: [{ id: 's', name: ab, fields: [field('q', { name: ab, type: 'radio', choices: [{ ...choice('a'), name: ab }], required: true })] }],
    });
  });
});
