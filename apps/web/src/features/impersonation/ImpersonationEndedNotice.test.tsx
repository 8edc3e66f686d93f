import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../app/router/RouterNavigation';
import { renderWithProviders } from '../../test/render-with-providers';
import { ImpersonationEndedNotice } from './ImpersonationEndedNotice';

const renderAt = (path: string, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <ImpersonationEndedNotice />
      </RouterNavigation>
    </MemoryRouter>,
    { locale },
  );

describe('ImpersonationEndedNotice', () => {
  it('says why the server ended the impersonation', () => {
    renderAt('/admin?impersonation_ended=WIDER_RIGHTS');
    expect(screen.getByRole('status')).toHaveTextContent('now holds rights or organisations you do not');
  });

  it('in French', () => {
    renderAt('/admin?impersonation_ended=IMPERSONATOR_CANNOT_IMPERSONATE', 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('vous n’avez plus le droit d’emprunter');
  });

  it('shows nothing without a known reason', () => {
    renderAt('/admin?impersonation_ended=<script>');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
