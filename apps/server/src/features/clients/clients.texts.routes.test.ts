import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TEXT_LIMITS } from '@platform/shared/clients/client-texts.schemas';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (email: string) => {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
};
const visitor = () => new TestAgent(t.app).start();

async function saveSettings(agent: TestAgent, change: Record<string, unknown>) {
  const current = (await agent.get('/api/services/clients')).json();
  return agent.put('/api/services/clients', { title: current.title, settings: { ...current.settings, ...change } });
}

describe('GET /api/services/labels', () => {
  it('answers no override to a visitor while the client has none', async () => {
    const response = await (await visitor()).get('/api/services/labels');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ labels: { en: {}, fr: {} } });
  });

  it('answers the overrides an administrator saved, per locale, to anyone; the page globals carry them too', async () => {
    const admin = await signedIn('admin@example.org');
    const labels = { en: { 'common.skipToContent': 'Go to the page', 'ui.errorPage.code': 'Code {code}' }, fr: { 'common.skipToContent': 'Aller à la page' } };
    const saved = await saveSettings(admin, { labels });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.labels).toEqual(labels);
    const read = await (await visitor()).get('/api/services/labels');
    expect(read.json()).toEqual({ labels });
    const page = await (await visitor()).get('/');
    expect(page.body).toContain('Aller à la page');
  });

  it('refuses an unknown key, a malformed text or an argument the text does not have with 422 and details, and keeps the stored ones', async () => {
    const admin = await signedIn('admin@example.org');
    const before = (await (await visitor()).get('/api/services/labels')).json();
    const response = await saveSettings(admin, {
      labels: {
        en: { 'no.such.key': 'x', 'common.save': 'Save {', 'ui.errorPage.code': 'Code {code} for {user}' },
        fr: { 'common.save': 'Enregistrer' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INVALID_RECORD',
      details: {
        'settings.labels.en.no.such.key': [{ error: 'UNKNOWN_KEY' }],
        'settings.labels.en.common.save': [{ error: 'INVALID' }],
        'settings.labels.en.ui.errorPage.code': [{ error: 'UNKNOWN_ARGUMENT', arguments: ['user'] }],
      },
    });
    expect((await (await visitor()).get('/api/services/labels')).json()).toEqual(before);
    const tooLong = await saveSettings(admin, { labels: { en: { 'common.save': 'x'.repeat(CLIENT_TEXT_LIMITS.labelTextLength + 1) }, fr: {} } });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().details)[0]).toContain('settings.labels.en');
  });

  it('keeps the overrides, FAQ and toggles when a save does not send them', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const { labels, faq: _faq, interface: _interface, ...older } = current.settings;
    const response = await admin.put('/api/services/clients', { title: current.title, settings: older });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.labels).toEqual(labels);
  });
});

describe('the FAQ and the interface toggles (client settings)', () => {
  it('stores the FAQ in order with sanitised answers and the toggles, and reads them back unchanged', async () => {
    const admin = await signedIn('admin@example.org');
    const faq = [
      {
        question: { en: 'Who publishes the figures?', fr: 'Qui publie les chiffres ?' },
        answer: { en: '<p>The association<script>window.__xss=1</script><img src=x onerror=alert(1)></p>', fr: '<p onclick="x()">L’association</p>' },
      },
      { question: { en: 'Since when?', fr: 'Depuis quand ?' }, answer: { en: '<p>2017</p>', fr: null } },
    ];
    const saved = await saveSettings(admin, { faq, interface: { footer: false, news: true } });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { question: faq[0]!.question, answer: { en: '<p>The association</p>', fr: '<p>L’association</p>' } },
      { question: faq[1]!.question, answer: { en: '<p>2017</p>', fr: null } },
    ];
    const seen = (await (await visitor()).get('/api/services/clients')).json();
    expect(seen.settings.faq).toEqual(expected);
    expect(seen.settings.interface).toEqual({ footer: false, news: true });

    // The settings as read save again unchanged (a round trip changes nothing).
    const again = await admin.put('/api/services/clients', { title: seen.title, settings: seen.settings });
    expect(again.statusCode).toBe(200);
    expect(again.json().settings).toEqual(seen.settings);
  });

  it('refuses a question without text, too many entries or a toggle that is not a boolean', async () => {
    const admin = await signedIn('admin@example.org');
    const blank = await saveSettings(admin, { faq: [{ question: { en: ' ', fr: 'Q' }, answer: { en: null, fr: null } }] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details['settings.faq.0.question.en']).toBeDefined();
    const entry = { question: { en: 'Q', fr: 'Q' }, answer: { en: null, fr: null } };
    const many = await saveSettings(admin, { faq: Array.from({ length: CLIENT_TEXT_LIMITS.faqEntries + 1 }, () => entry) });
    expect(many.statusCode).toBe(422);
    const toggle = await saveSettings(admin, { interface: { footer: 'no' } });
    expect(toggle.statusCode).toBe(422);
    expect(toggle.json().details['settings.interface.footer']).toBeDefined();
  });

  it('is changed by those who configure the client only', async () => {
    const contributor = await signedIn('contributor@example.org');
    expect((await saveSettings(contributor, { interface: { footer: false } })).statusCode).toBe(403);
  });
});
