import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import { ApiError } from '../../app/api/api-error';
import { LocaleProvider } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { safeRedirect, signInErrorMessage } from './sign-in-error-message';

function renderT(locale: Locale = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider initial={locale}>{children}</LocaleProvider>;
  return renderHook(() => useT(), { wrapper }).result.current;
}

function refusal(status: number, code: string, feedback?: string): ApiError {
  return new ApiError(status, feedback === undefined ? { code } : { code, feedback }, 'POST', true);
}

describe('signInErrorMessage', () => {
  it.each([
    [401, 'AUTHENTICATION_FAILED'],
    [401, 'USER_NOT_FOUND'],
    [403, 'MANDATE_EXPIRED'],
    [403, 'CLIENT_LOCKED'],
  ])('shows the client-worded feedback of a %i %s', (status, code) => {
    const feedback = `Message configured by the client for ${code}.`;
    expect(signInErrorMessage(refusal(status, code, feedback), renderT())).toBe(feedback);
    expect(signInErrorMessage(refusal(status, code, feedback), renderT('fr'))).toBe(feedback);
  });

  it('falls back to the catalogue for an authentication failure without feedback', () => {
    expect(signInErrorMessage(refusal(401, 'AUTHENTICATION_FAILED', ''), renderT())).toBe('Invalid email or password.');
    expect(signInErrorMessage(refusal(401, 'AUTHENTICATION_FAILED'), renderT('fr'))).toBe(
      'Courriel ou mot de passe invalide.',
    );
  });

  it('shows the catalogue texts, not the server feedback, for a locked account, too many attempts and maintenance', () => {
    const t = renderT();
    expect(signInErrorMessage(refusal(403, 'ACCOUNT_LOCKED', 'This account is locked.'), t)).toBe(
      'Your account is locked. Contact your administrator.',
    );
    expect(signInErrorMessage(refusal(403, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Try again later.'), t)).toBe(
      'Too many attempts. Wait a few minutes and try again.',
    );
    expect(signInErrorMessage(refusal(503, 'CLIENT_IN_MAINTENANCE', 'Down.'), t)).toBe(
      'The site is being updated. Please come back in a few minutes.',
    );
  });

  it('shows those catalogue texts in French', () => {
    const t = renderT('fr');
    expect(signInErrorMessage(refusal(403, 'ACCOUNT_LOCKED', 'This account is locked.'), t)).toBe(
      'Votre compte est verrouillé. Contactez votre administrateur.',
    );
    expect(signInErrorMessage(refusal(403, 'TOO_MANY_ATTEMPTS'), t)).toBe(
      'Trop de tentatives. Attendez quelques minutes et réessayez.',
    );
    expect(signInErrorMessage(refusal(503, 'CLIENT_IN_MAINTENANCE'), t)).toBe(
      'Le site est en cours de mise à jour. Revenez dans quelques minutes.',
    );
  });

  it('shows the internal-error notice for anything else, ignoring its feedback', () => {
    const t = renderT();
    expect(signInErrorMessage(refusal(500, 'INTERNAL_ERROR', 'Stack trace?'), t)).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(signInErrorMessage(new ApiError(0, undefined, 'POST', true), t)).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('safeRedirect', () => {
  it('accepts a same-site path with its query', () => {
    expect(safeRedirect('/admin?x=1', '/home')).toBe('/admin?x=1');
    expect(safeRedirect('/admin/indicators/ghg#notes', '/home')).toBe('/admin/indicators/ghg#notes');
    expect(safeRedirect('/', '/home')).toBe('/');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/admin'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'admin'],
    ['an empty string', ''],
  ])('refuses %s and goes to the fallback', (_label, target) => {
    expect(safeRedirect(target, '/admin')).toBe('/admin');
  });

  it('goes to the fallback when there is no target', () => {
    expect(safeRedirect(null, '/admin/progress')).toBe('/admin/progress');
  });
});

describe('safeRedirect against targets a browser sends elsewhere', () => {
  it.each(['/\\evil.example', '/\t/evil.example', '/\n/evil.example'])('refuses %j', (target) => {
    expect(new URL(target, 'https://site.example').origin).toBe('https://evil.example');
    expect(safeRedirect(target, '/admin', 'https://site.example')).toBe('/admin');
  });

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/.\\/evil.example'])(
    'refuses %j, whose normalised path a browser or router would read as another site',
    (target) => {
      expect(safeRedirect(target, '/admin', 'https://site.example')).toBe('/admin');
    },
  );

  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/admin/configuration?x=1#top', '/admin', 'https://site.example')).toBe('/admin/configuration?x=1#top');
  });
});
