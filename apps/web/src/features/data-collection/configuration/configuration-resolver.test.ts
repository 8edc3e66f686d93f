import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import type { Translate } from '../../../ui/i18n/useT';
import type { ConfigurationFormValues } from './configuration-form-values';
import { configurationResolver } from './configuration-resolver';
import { choiceField, editorField } from '../../../ui/field-definition-editor/test-fields';

// Messages as the French interface words them (no plural or argument in the ones checked here).
const t: Translate = (key) => CATALOGUES.fr[key];
const FRENCH = { decimal: ',', thousands: ' ' };

const values = (overrides: Partial<ConfigurationFormValues> = {}): ConfigurationFormValues => ({
  name: { en: 'Energy', fr: 'Énergie' },
  section_key: 'environment',
  periods: ['2021', '2022'],
  variation_threshold: '12,5',
  approval_levels: 1,
  tag_dimensions: [{ key: 'organisation', depth: 1 }],
  contributor_ids: [3],
  fields: [choiceField('kind', ['x']), editorField('detail', { display: { key: 'kind', for: ['x'] } })],
  ...overrides,
});

const resolve = (form: ConfigurationFormValues) =>
  configurationResolver(t, FRENCH)(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('configuration resolver', () => {
  it('gives the request body: the threshold read with the client’s delimiter, without the editor’s row keys', async () => {
    const result = await resolve(values());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ variation_threshold: 12.5, periods: ['2021', '2022'] });
    expect(JSON.stringify(result.values)).not.toContain('uid');
  });

  it('reads a blank threshold as none, and refuses one not written as a number', async () => {
    expect((await resolve(values({ variation_threshold: ' ' }))).values).toMatchObject({ variation_threshold: null });
    const refused = await resolve(values({ variation_threshold: '12.5.1' }));
    expect(refused.errors).toEqual({ variation_threshold: { type: 'INVALID', message: 'Cette valeur n’est pas valide.' } });
  });

  it('puts a blank name’s error on the language left blank, and words the editor’s rules', async () => {
    const result = await resolve(values({ name: { en: 'Energy', fr: ' ' }, fields: [editorField('a'), editorField('a')] }));
    expect(result.errors).toEqual({
      'name.fr': { type: 'BLANK', message: 'Ce champ est obligatoire.' },
      'fields.1.id': { type: 'DUPLICATED', message: 'Un autre champ a cet identifiant.' },
    });
  });

  it('words the shared schema’s refusal of an identifier', async () => {
    const result = await resolve(values({ fields: [editorField('Énergie')] }));
    expect(result.errors).toEqual({ 'fields.0.id': { type: 'INVALID', message: CATALOGUES.fr['subjectConfiguration.error.idFormat'] } });
  });
});
