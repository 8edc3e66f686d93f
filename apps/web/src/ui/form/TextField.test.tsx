import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled by its label and marks a required field', () => {
    renderWithProviders(<TextField label="Email" required name="email" />);
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wires its hint and error to aria-describedby and marks itself invalid', () => {
    renderWithProviders(<TextField label="Password" hint="At least 8 characters." error="This field is required." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required. At least 8 characters.');
  });

  it('is neither invalid nor described without error or hint', () => {
    renderWithProviders(<TextField label="Title" />);
    const input = screen.getByLabelText('Title');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller-given description and id', () => {
    renderWithProviders(
      <>
        <p id="extra">Shown on the public site.</p>
        <TextField id="title" label="Title" aria-describedby="extra" error="Too long." />
      </>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('id', 'title');
    expect(input).toHaveAttribute('aria-describedby', 'title-error extra');
    expect(input).toHaveAccessibleDescription('Too long. Shown on the public site.');
  });

  it('forwards its ref to the input and takes typing', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<TextField ref={ref} label="City" />);
    await userEvent.type(screen.getByLabelText('City'), 'Montréal');
    expect(ref.current?.value).toBe('Montréal');
  });

  it('uses the field size for the wrapper', () => {
    renderWithProviders(<TextField label="Decimal" size="small" />);
    expect(screen.getByLabelText('Decimal').closest('.ui-field')).toHaveClass('ui-field--small');
  });
});
