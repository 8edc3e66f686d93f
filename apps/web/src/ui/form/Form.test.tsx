import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Button } from '../button/Button';
import { Checkbox } from './Checkbox';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

interface Values {
  title: string;
  notes: string;
  unit: string;
  published: boolean;
}

function ProfileForm({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { title: '', notes: '', unit: '', published: false },
  });
  return (
    <Form onSubmit={handleSubmit(onValid)} size="small" aria-label="Indicator">
      <TextField label="Title" required error={formState.errors.title?.message} {...register('title', { required: 'Enter a title.' })} />
      <TextArea label="Notes" {...register('notes')} />
      <Select
        label="Unit"
        placeholder
        options={[
          { value: 't', label: 'Tonnes' },
          { value: 'kt', label: 'Kilotonnes' },
        ]}
        error={formState.errors.unit?.message}
        {...register('unit', { required: 'Choose a unit.' })}
      />
      <Checkbox label="Published" hint="Shown on the public site." {...register('published')} />
      <FormActions>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </FormActions>
    </Form>
  );
}

describe('form widgets with react-hook-form', () => {
  it('collect the values through register()', async () => {
    const onValid = vi.fn();
    renderWithProviders(<ProfileForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Production');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Smelters only');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'Kilotonnes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ title: 'Production', notes: 'Smelters only', unit: 'kt', published: true });
  });

  it('show the validation errors on the fields, wired for screen readers', async () => {
    const onValid = vi.fn();
    renderWithProviders(<ProfileForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = await screen.findByRole('textbox', { name: /^Title/, description: 'Enter a title.' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription('Choose a unit.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('leaves validation to the app, not the browser', () => {
    renderWithProviders(<ProfileForm onValid={() => {}} />);
    const form = screen.getByRole('form', { name: 'Indicator' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveClass('ui-form--small');
  });
});

describe('TextArea', () => {
  it('has 7 rows by default', () => {
    renderWithProviders(<TextArea label="Comment" />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('rows', '7');
  });

  it('wires its error', () => {
    renderWithProviders(<TextArea label="Comment" rows={2} error="Too long." />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toHaveAttribute('rows', '2');
    expect(area).toHaveAccessibleDescription('Too long.');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Select', () => {
  it('lists its options after an optional placeholder', () => {
    renderWithProviders(
      <Select
        label="Year"
        placeholder
        options={[
          { value: '2020', label: '2020' },
          { value: '2021', label: '2021', disabled: true },
        ]}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose…', '2020', '2021']);
    expect(options[2]).toBeDisabled();
  });

  it('uses a custom placeholder text, in French by default otherwise', () => {
    const { unmount } = renderWithProviders(<Select label="An" placeholder="Toutes" options={[]} />, { locale: 'fr' });
    expect(screen.getByRole('option')).toHaveTextContent('Toutes');
    unmount();
    renderWithProviders(<Select label="An" placeholder options={[]} />, { locale: 'fr' });
    expect(screen.getByRole('option')).toHaveTextContent('Choisir…');
  });
});

describe('Checkbox', () => {
  it('is labelled, toggles with Space, and wires hint and error', async () => {
    renderWithProviders(<Checkbox label="I accept" required hint="Read the terms first." error="You must accept." />);
    const box = screen.getByRole('checkbox', { name: /^I accept/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept. Read the terms first.');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });
});

describe('FormActions', () => {
  it('groups the buttons', () => {
    renderWithProviders(
      <FormActions align="end" data-testid="actions">
        <Button>Cancel</Button>
      </FormActions>,
    );
    expect(screen.getByTestId('actions')).toHaveClass('ui-form-actions--end');
    expect(screen.getByTestId('actions')).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
  });
});
