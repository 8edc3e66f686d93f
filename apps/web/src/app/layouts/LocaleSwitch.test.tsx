import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { LocaleSwitch } from './LocaleSwitch';

describe('LocaleSwitch', () => {
  it('names each button by the code it shows, then the language', () => {
    renderInApp(<LocaleSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    const english = screen.getByRole('button', { name: 'EN English' });
    const french = screen.getByRole('button', { name: 'FR Français' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(english).not.toHaveAttribute('aria-label');
    expect(french).not.toHaveAttribute('aria-label');
  });

  it('presses the chosen language and switches the interface to it', async () => {
    renderInApp(<LocaleSwitch />);
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'FR Français' }));
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('fr');
  });
});
