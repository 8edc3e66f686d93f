import { lazyWithQueries } from '../../app/query/lazy-with-queries';
import type { PublicWebFeature } from '../../app/web-feature';

/** Sign-in and password screens, each in a chunk of its own. */
export const profileFeature: PublicWebFeature = {
  name: 'profile',
  publicRoutes: [
    { path: '/profile/sign_in', lazy: lazyWithQueries(async () => (await import('./SignInPage')).SignInPage) },
    { path: '/profile/saml/sign_in', lazy: async () => ({ Component: (await import('./SamlSignInPage')).SamlSignInPage }) },
    { path: '/profile/password/recover', lazy: lazyWithQueries(async () => (await import('./RecoverPasswordPage')).RecoverPasswordPage) },
    { path: '/profile/password', lazy: lazyWithQueries(async () => (await import('./NewPasswordPage')).NewPasswordPage) },
  ],
};
