import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Locale } from './public-site.page';
import { SignInPage } from './sign-in.page';

/** A signed-in user in a browser of their own, so several people can have the app open at once. */
export async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAs(email);
  return page;
}

/** A JSON answer the journey reads to know the demo's data (as the signed-in user sees it), expected 200. */
export async function readJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  expect(answer.status(), `GET ${path}`).toBe(200);
  return (await answer.json()) as T;
}

/** A number as the demo's delimiters write it in each language ('1,234.5', '1 234,5'). */
export function shownNumber(value: number, locale: Locale, decimals = 10): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: decimals }).format(value);
}

/** What a contributor types: French thousands with plain spaces, as a keyboard gives them. */
export const typedNumber = (value: number, locale: Locale, decimals?: number) => shownNumber(value, locale, decimals).replace(/\s/g, ' ');
