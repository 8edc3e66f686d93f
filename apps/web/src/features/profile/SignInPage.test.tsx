import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import { QueryLayer } from '../../app/query/QueryLayer';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { SignInPage } from './SignInPage';

const demo = demoGlobals();
const withSaml: PageGlobals = {
  ...demo,
  client: {
    ...demo.client,
    settings: { ...demo.client.settings, saml: { idp_entry_point: 'https://idp.example.test/sso', idp_issuer: 'idp', idp_certificates: ['MIIB'], sp_entity_id: 'sp' } },
  },
};

describe('SignInPage', () => {
  it('offers single sign-on where the client has an identity provider, and only there', () => {
    const { unmount } = renderInApp(<QueryLayer><SignInPage /></QueryLayer>, { globals: withSaml, path: '/profile/sign_in' });
    expect(screen.getByRole('link', { name: 'Sign in with your organisation' })).toHaveAttribute('href', '/profile/saml/sign_in');
    unmount();
    renderInApp(<QueryLayer><SignInPage /></QueryLayer>, { globals: demo, path: '/profile/sign_in' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with your organisation' })).toBeNull();
  });
});
