import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { renderWithProviders } from '../../test/render-with-providers';
import { DynamicFormView } from './DynamicFormView';

const fields: FieldDefinition[] = [
  { id: 'tonnes', name: { en: 'Tonnes', fr: 'Tonnes' }, type: 'number', localized: false, required: true, unit: { en: 't', fr: 't' } },
  { id: 'reason', name: { en: 'Reason', fr: 'Raison' }, type: 'string', localized: false, required: false },
  { id: 'kind', name: { en: 'Kind', fr: 'Type' }, type: 'radio', localized: false, required: false, choices: [{ key: 'a', name: { en: 'Alpha', fr: 'Alpha FR' }, position: { en: 1, fr: 1 } }] },
  { id: 'detail', name: { en: 'Detail', fr: 'Détail' }, type: 'string', localized: false, required: false, display: { key: 'kind', for: ['b'] } },
];

describe('DynamicFormView', () => {
  it('shows each shown field’s value in the locale’s format, choices by name, why a field does not apply, and no hidden field', () => {
    renderWithProviders(
      <DynamicFormView fields={fields} values={{ tonnes: 1234.5, kind: 'a' }} notApplicable={{ reason: 'No site' }} locale="fr" delimiters={{ decimal: ',', thousands: '\u202f' }} />,
      { locale: 'fr' },
    );
    const valueOf = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Tonnes')).toHaveTextContent('1 234,5 t');
    expect(valueOf('Raison')).toHaveTextContent('Sans objet : No site');
    expect(valueOf('Type')).toHaveTextContent('Alpha FR');
    expect(screen.queryByText('Détail')).not.toBeInTheDocument();
  });
});
