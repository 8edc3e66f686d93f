import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_LENGTH } from '@platform/shared/rich-text/html-allow-list';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedInAdmin = async () => {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn('admin@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
};

describe('the welcome message (rich text in the client settings)', () => {
  it('is stored sanitised, with the client’s format classes kept, and shown to everyone that way', async () => {
    const admin = await signedInAdmin();
    const current = (await admin.get('/api/services/clients')).json();
    const response = await admin.put('/api/services/clients', {
      title: current.title,
      settings: {
        ...current.settings,
        welcome_message: {
          en:
            '<h2 class="brand-h2-gradient" onclick="window.__xss=1">Hello</h2><script>window.__xss=1</script>' +
            '<p><img src=x onerror=window.__xss=1><a href="javascript:window.__xss=1">bad</a> ' +
            '<a href="https://example.org" target="_blank">good</a> <span style="color: #0b5fa5; position: fixed">blue</span></p>' +
            '<svg><script>window.__xss=1</script></svg><p class="admin-topbar">x</p>',
          fr: '<p></p><style>body{display:none}</style>',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const stored = {
      en:
        '<h2 class="brand-h2-gradient">Hello</h2><p><a>bad</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">good</a> ' +
        '<span style="color:#0b5fa5">blue</span></p><p>x</p>',
      fr: null,
    };
    expect(response.json().settings.welcome_message).toEqual(stored);
    const seen = (await (await new TestAgent(t.app).start()).get('/api/services/clients')).json();
    expect(seen.settings.welcome_message).toEqual(stored);
  });

  it('stays as stored when a save does not send it, and is refused when too long', async () => {
    const admin = await signedInAdmin();
    const current = (await admin.get('/api/services/clients')).json();
    const { welcome_message: kept, ...withoutMessage } = current.settings;
    expect(kept).toBeDefined();
    const response = await admin.put('/api/services/clients', { title: current.title, settings: withoutMessage });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.welcome_message).toEqual(kept);

    const tooLong = await admin.put('/api/services/clients', {
      title: current.title,
      settings: { ...current.settings, welcome_message: { en: `<p>${'x'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`, fr: null } },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().details['settings.welcome_message.en'][0].error).toBeDefined();
  });

  it('reaches the page globals escaped for their script data block', async () => {
    const visitor = await new TestAgent(t.app).start();
    const page = await visitor.get('/admin');
    expect(page.body).toContain('\\u003ch2 class=\\"brand-h2-gradient\\"\\u003eHello');
    expect(page.body).not.toContain('<h2 class="brand-h2-gradient">');
    expect(page.body).not.toContain('window.__xss');
  });
});
