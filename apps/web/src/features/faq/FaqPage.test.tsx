import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@platform/shared/i18n/locales';
import type { FaqEntry } from '@platform/shared/clients/client-texts.schemas';
import { LocaleSwitch } from '../../app/layouts/LocaleSwitch';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { FaqPage } from './FaqPage';

const withFaq = (faq: FaqEntry[] | undefined) => {
  const globals = demoGlobals();
  return { ...globals, client: { ...globals.client, settings: { ...globals.client.settings, faq } } };
};

const FAQ: FaqEntry[] = [
  { question: { en: 'Who publishes the figures?', fr: 'Qui publie les chiffres ?' }, answer: { en: '<p>The <strong>association</strong>.</p>', fr: '<p>L’association.</p>' } },
  { question: { en: 'Since when?', fr: 'Depuis quand ?' }, answer: { en: '<p>2017</p>', fr: null } },
];

// A language switched in one test is remembered in a cookie: each test starts in English.
beforeEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('FaqPage', () => {
  it('shows each question as a heading followed by its answer, in order, and in the other language once switched', async () => {
    renderInApp(
      <>
        <LocaleSwitch />
        <FaqPage />
      </>,
      { globals: withFaq(FAQ), path: '/faq' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions.map((heading) => heading.textContent)).toEqual(['Who publishes the figures?', 'Since when?']);
    expect(screen.getByRole('region', { name: 'Who publishes the figures?' })).toHaveTextContent('The association.');
    expect(screen.getByText('association').tagName).toBe('STRONG');

    await userEvent.click(screen.getByRole('button', { name: /Français|FR/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Qui publie les chiffres ?' })).toHaveTextContent('L’association.');
    expect(screen.getByRole('region', { name: 'Depuis quand ?' })).toHaveTextContent('Cette question n’a pas encore de réponse en français.');
  });

  it('says there is no question when the client has none', () => {
    renderInApp(<FaqPage />, { globals: withFaq(undefined), path: '/faq' });
    expect(screen.getByText('There is no question here yet.')).toBeVisible();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
