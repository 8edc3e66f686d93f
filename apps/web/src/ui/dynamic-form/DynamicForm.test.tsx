import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDefinition, FieldValue, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmProvider } from '../confirm/ConfirmProvider';
import { DynamicForm } from './DynamicForm';
import type { DynamicFormProps } from './dynamic-form-types';

const name = (en: string, fr = en) => ({ en, fr });
const choice = (key: string, en: string, fr: string, position: { en: number; fr: number }) => ({ key, name: name(en, fr), position });
const field = (id: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id,
  name: name(id.replace(/_/g, ' '), `${id.replace(/_/g, ' ')} (fr)`),
  type,
  localized: false,
  required: false,
  ...extra,
});

const DELIMITERS = { en: { decimal: '.', thousands: ',' }, fr: { decimal: ',', thousands: '\u202f' } } as const;

/** A page holding the values, as a caller does; every change is also reported to `spy`. */
function Harness({
  initial = {},
  initialNotApplicable = {},
  spy,
  locale = 'en',
  ...props
}: Partial<DynamicFormProps> & { initial?: FormValues; initialNotApplicable?: NotApplicable; spy?: (values: FormValues, notApplicable: NotApplicable) => void; locale?: Locale }) {
  const [values, setValues] = useState<FormValues>(initial);
  const [notApplicable, setNotApplicable] = useState<NotApplicable>(initialNotApplicable);
  // Both change in one event (marking a field not applicable clears its value): the spy sees the latest of each.
  const latest = useRef({ values, notApplicable });
  return (
    <ConfirmProvider>
      <DynamicForm
        fields={[]}
        values={values}
        onValueChange={(id: string, value: FieldValue) =>
          setValues((current) => {
            const next = { ...current, [id]: value };
            latest.current.values = next;
            spy?.(next, latest.current.notApplicable);
            return next;
          })
        }
        notApplicable={notApplicable}
        onNotApplicableChange={(id: string, reason: string | null) =>
          setNotApplicable((current) => {
            const next = { ...current };
            if (reason === null) delete next[id];
            else next[id] = reason;
            latest.current.notApplicable = next;
            spy?.(latest.current.values, next);
            return next;
          })
        }
        locale={locale}
        delimiters={DELIMITERS[locale]}
        dateBounds={{ beginning: '2000-01-01', end: '2099-12-31' }}
        {...props}
      />
    </ConfirmProvider>
  );
}

const render = (props: Parameters<typeof Harness>[0], locale: Locale = 'en') => renderWithProviders(<Harness locale={locale} {...props} />, { locale });

describe('DynamicForm', () => {
  it('renders a string as an input, a text as a 7-row textarea, a date bounded by the client’s beginning and end of time', () => {
    render({ fields: [field('title', 'string', { required: true }), field('comment', 'text'), field('started_on', 'date')] });
    const title = screen.getByRole('textbox', { name: 'title' });
    expect(title.tagName).toBe('INPUT');
    expect(title).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'comment' })).toHaveAttribute('rows', '7');
    const date = screen.getByLabelText('started on');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2000-01-01');
    expect(date).toHaveAttribute('max', '2099-12-31');
  });

  it('gives a date as yyyy-MM-dd and null when cleared', () => {
    const spy = vi.fn();
    render({ fields: [field('started_on', 'date')], spy });
    const date = screen.getByLabelText('started on');
    fireEvent.change(date, { target: { value: '2022-03-04' } });
    expect(spy).toHaveBeenLastCalledWith({ started_on: '2022-03-04' }, {});
    fireEvent.change(date, { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith({ started_on: null }, {});
  });

  it('reads a number typed in French as 1 234,5, keeps 0 apart from blank (null), and writes it back in the locale’s format', async () => {
    const spy = vi.fn();
    render({ fields: [field('tonnes', 'number', { unit: name('t') })], spy }, 'fr');
    const input = screen.getByRole('textbox', { name: 'tonnes (fr) (t)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1 234,5');
    expect(spy).toHaveBeenLastCalledWith({ tonnes: 1234.5 }, {});
    await userEvent.clear(input);
    expect(spy).toHaveBeenLastCalledWith({ tonnes: null }, {});
    await userEvent.type(input, '0');
    expect(spy).toHaveBeenLastCalledWith({ tonnes: 0 }, {});
    await userEvent.clear(input);
    await userEvent.type(input, '12345,25');
    await userEvent.tab();
    expect(input).toHaveValue('12\u202f345,25');
  });

  it('shows a stored number with the English delimiters and hands over text that is not a number as it is', async () => {
    const spy = vi.fn();
    render({ fields: [field('tonnes', 'number')], initial: { tonnes: 1234567.5 }, spy });
    const input = screen.getByRole('textbox', { name: 'tonnes' });
    expect(input).toHaveValue('1,234,567.5');
    await userEvent.clear(input);
    await userEvent.type(input, '1,5');
    // Not a number in English (thousands need three digits): the text itself goes on, and the checks call it INVALID.
    expect(spy).toHaveBeenLastCalledWith({ tonnes: '1,5' }, {});
  });

  it('shows last year’s value and the change in percent as the user types', async () => {
    render({ fields: [field('tonnes', 'number', { unit: name('t') })], previous: { period: '2021', values: { tonnes: 200 } } });
    const input = screen.getByRole('textbox', { name: 'tonnes (t)' });
    expect(input).toHaveAccessibleDescription('2021: 200\u00a0t');
    await userEvent.type(input, '250');
    expect(input).toHaveAccessibleDescription('2021: 200\u00a0t Change: +25%');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(input).toHaveAccessibleDescription('2021: 200\u00a0t Change: −25%');
  });

  it('lists radio and dropdown choices in the order of the locale’s positions', () => {
    const choices = [choice('a', 'Alpha', 'Alpha', { en: 2, fr: 1 }), choice('b', 'Beta', 'Bêta', { en: 1, fr: 2 })];
    const fields = [field('kind', 'radio', { choices }), field('size', 'dropdown', { choices, required: true })];
    const { unmount } = render({ fields });
    expect(within(screen.getByRole('group', { name: 'kind' })).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['Beta', 'Alpha']);
    expect(within(screen.getByRole('combobox', { name: 'size' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Beta', 'Alpha']);
    unmount();
    render({ fields }, 'fr');
    expect(within(screen.getByRole('group', { name: 'kind (fr)' })).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['Alpha', 'Bêta']);
  });

  it('lets an optional dropdown be cleared, and a required one not once chosen', async () => {
    const choices = [choice('a', 'Alpha', 'Alpha', { en: 1, fr: 1 })];
    const spy = vi.fn();
    render({ fields: [field('optional', 'dropdown', { choices }), field('mandatory', 'dropdown', { choices, required: true })], initial: { optional: 'a', mandatory: 'a' }, spy });
    const optional = screen.getByRole('combobox', { name: 'optional' });
    expect(within(optional).getAllByRole('option').map((option) => option.textContent)).toEqual(['— None —', 'Alpha']);
    await userEvent.selectOptions(optional, '— None —');
    expect(spy).toHaveBeenLastCalledWith({ optional: null, mandatory: 'a' }, {});
    expect(within(screen.getByRole('combobox', { name: 'mandatory' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alpha']);
  });

  it('gives checkbox and multidropdown fields the list of ticked keys in the choices’ order, and a checkbox without choices a boolean', async () => {
    const choices = [choice('x', 'Ex', 'Ex', { en: 1, fr: 1 }), choice('y', 'Why', 'Why', { en: 2, fr: 2 })];
    const spy = vi.fn();
    render({ fields: [field('markets', 'multidropdown', { choices }), field('certified', 'checkbox')], spy });
    const group = screen.getByRole('group', { name: 'markets' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Why' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ex' }));
    expect(spy).toHaveBeenLastCalledWith({ markets: ['x', 'y'] }, {});
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ex' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Why' }));
    expect(spy).toHaveBeenLastCalledWith({ markets: null }, {});
    await userEvent.click(screen.getByRole('checkbox', { name: 'certified' }));
    expect(spy).toHaveBeenLastCalledWith({ markets: null, certified: true }, {});
    await userEvent.click(screen.getByRole('checkbox', { name: 'certified' }));
    expect(spy).toHaveBeenLastCalledWith({ markets: null, certified: false }, {});
  });

  it('shows one input per locale for a localized field', async () => {
    const spy = vi.fn();
    render({ fields: [field('label', 'string', { localized: true })], spy });
    const group = screen.getByRole('group', { name: 'label' });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Français' }), 'Bonjour');
    expect(spy).toHaveBeenLastCalledWith({ label: { en: '', fr: 'Bonjour' } }, {});
    expect(within(group).getByRole('textbox', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('shows a field only while its display condition holds', async () => {
    const choices = [choice('yes', 'Yes', 'Oui', { en: 1, fr: 1 }), choice('no', 'No', 'Non', { en: 2, fr: 2 })];
    render({ fields: [field('has_site', 'radio', { choices }), field('site_name', 'string', { display: { key: 'has_site', for: ['yes'] } })] });
    expect(screen.queryByRole('textbox', { name: 'site name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'site name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'site name' })).not.toBeInTheDocument();
  });

  it('marks a field not applicable: its value becomes null and a required reason takes the control’s place', async () => {
    const spy = vi.fn();
    render({ fields: [field('tonnes', 'number')], initial: { tonnes: 12 }, spy });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not applicable (tonnes)' }));
    expect(spy).toHaveBeenCalledWith({ tonnes: null }, {});
    expect(spy).toHaveBeenLastCalledWith({ tonnes: null }, { tonnes: '' });
    const reason = screen.getByRole('textbox', { name: /Why it does not apply/ });
    expect(reason).toBeRequired();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(reason, 'No smelter');
    expect(spy).toHaveBeenLastCalledWith({ tonnes: null }, { tonnes: 'No smelter' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not applicable (tonnes)' }));
    expect(spy).toHaveBeenLastCalledWith({ tonnes: null }, {});
    expect(screen.getByRole('textbox', { name: 'tonnes' })).toHaveValue('');
  });

  it('shows the first error of a field, worded per code, tied to its control', () => {
    const errors: Record<string, FieldError[]> = {
      title: [{ error: 'BLANK' }, { error: 'INVALID' }],
      tonnes: [{ error: 'INVALID', min: 0 }],
      started_on: [{ error: 'INVALID_DATE_FOR_PERIOD', period: '2022' }],
      locked: [{ error: 'READ_ONLY' }],
      [`not_applicable.hidden`]: [{ error: 'BLANK' }],
    };
    render({ fields: [field('title', 'string', { required: true }), field('tonnes', 'number'), field('started_on', 'date'), field('locked', 'string')], errors });
    const title = screen.getByRole('textbox', { name: 'title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('This field is required.');
    expect(screen.queryByText('This value is not valid.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'tonnes' })).toHaveAccessibleDescription('Enter 0 or more.');
    expect(screen.getByLabelText('started on')).toHaveAccessibleDescription('Enter a date within 2022.');
    expect(screen.getByRole('textbox', { name: 'locked' })).toHaveAccessibleDescription('This value can no longer be changed.');
  });

  it('words a number that is not one with an example in the locale’s format, and a variation as a warning with both values and the change', () => {
    const errors: Record<string, FieldError[]> = {
      tonnes: [{ error: 'INVALID' }],
      energy: [{ error: 'VARIATION_EXCEEDED', previous: 1000, value: 1500.5, variation: 50.06, threshold: 20 }],
    };
    render({ fields: [field('tonnes', 'number'), field('energy', 'number')], errors }, 'fr');
    expect(screen.getByRole('textbox', { name: 'tonnes (fr)' })).toHaveAccessibleDescription('Saisissez un nombre, par exemple 1\u202f234,5.');
    const energy = screen.getByRole('textbox', { name: 'energy (fr)' });
    expect(energy).not.toHaveAttribute('aria-invalid');
    expect(energy).toHaveAccessibleDescription(
      'Variation de +50,1\u00a0% par rapport à l’an dernier (1\u202f000 → 1\u202f500,5), au-delà des 20 % permis. Justifiez-la ci-dessous pour la soumettre.',
    );
  });

  it('shows a not-applicable reason’s error under the reason', () => {
    render({ fields: [field('tonnes', 'number')], initialNotApplicable: { tonnes: '' }, errors: { 'not_applicable.tonnes': [{ error: 'BLANK' }] } });
    expect(screen.getByRole('textbox', { name: /Why it does not apply/ })).toHaveAccessibleDescription('This field is required.');
  });

  it('uploads the files of a files field through the function it is given', async () => {
    const spy = vi.fn();
    const upload = vi.fn(async (file: File) => [{ oid: 'o1', name: file.name, url: '/api/files/o1' }]);
    const { container } = render({ fields: [field('evidence', 'files')], upload, spy });
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'report.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(spy).toHaveBeenLastCalledWith({ evidence: [{ oid: 'o1', name: 'report.pdf', url: '/api/files/o1' }] }, {}));
    expect(screen.getByRole('link', { name: 'report.pdf' })).toBeInTheDocument();
  });
});
