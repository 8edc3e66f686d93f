import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FormErrorSummary } from './FormErrorSummary';
import { TextField } from './TextField';

describe('FormErrorSummary', () => {
  it('announces the errors as an alert, each linking to its field', async () => {
    renderWithProviders(
      <>
        <FormErrorSummary
          errors={[
            { fieldId: 'title', label: 'Title', message: 'Enter a title.' },
            { fieldId: 'unit', message: 'Choose a unit.' },
          ]}
        />
        <TextField id="title" label="Title" error="Enter a title." />
        <TextField id="unit" label="Unit" error="Choose a unit." />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There are 2 errors to fix:');
    const link = screen.getByRole('link', { name: 'Title: Enter a title.' });
    expect(link).toHaveAttribute('href', '#title');
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Choose a unit.' }));
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveFocus();
  });

  it('uses the singular and French', () => {
    renderWithProviders(<FormErrorSummary errors={[{ fieldId: 'x', label: 'Titre', message: 'Obligatoire.' }]} />, { locale: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Il y a 1 erreur à corriger');
    expect(screen.getByRole('link', { name: 'Titre\u00a0: Obligatoire.' })).toBeInTheDocument();
  });

  it('renders nothing without errors', () => {
    renderWithProviders(<FormErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
