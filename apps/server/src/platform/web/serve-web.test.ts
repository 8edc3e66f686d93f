import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../tenancy/tenancy.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

// A build folder of our own with the indicator pages' chunks as the web build names them, so the pages'
// hints do not depend on whether (or when) the work tree was built.
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'serve-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const file of ['indicator-pages-C3d4.js', 'StandardIndicatorPage-E5f6.js', 'standard-indicator-G7h8.js']) {
    writeFileSync(path.join(distDir, 'assets', file), '');
  }
  t = await createTestApp({ overrides: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

function pageGlobals(html: string) {
  const json = html.match(/<script type="application\/json" id="page-globals">(.*?)<\/script>/s)?.[1];
  return JSON.parse(json!);
}

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

describe('served pages', () => {
  it('carry the client, the indicator list and no profile for a visitor', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/indicators/faits_saillants/economie/highlights_economy' });
    const globals = pageGlobals(page.body);
    expect(globals.profile).toBeNull();
    expect(globals.client.name).toBe('demo');
    expect(globals.indicators).toContainEqual(
      expect.objectContaining({ key: 'ind_overall_portrait', path: '/indicators/presentation_globale/introduction/multi_global_presentation' }),
    );
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it("carry the signed-in user's profile and language", async () => {
    const agent = await new TestAgent(t.app).start();
    await agent.signIn('preapprover@example.org', DEMO_PASSWORD);
    const page = await agent.get('/admin');
    expect(pageGlobals(page.body).profile).toMatchObject({ email: 'preapprover@example.org', approval_role: 'preapprobator' });
    expect(page.body).toContain('<html lang="fr"');
  });

  it('are compressed for browsers that accept it, and unknown API paths stay JSON 404s', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.png' })).statusCode).toBe(404);
  });

  it("preload the client's first image where a page shows one", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]*home-banner-480\.avif 480w/);
    const other = await t.app.inject({ method: 'GET', url: '/profile/sign_in' });
    expect(other.body).not.toContain('rel="preload" as="image"');
  });

  it("preload the code of the indicator page a path shows, as the demo's indicator list says", async () => {
    const preloads = async (url: string) => modulePreloads((await t.app.inject({ method: 'GET', url })).body);
    const standard = ['/assets/StandardIndicatorPage-E5f6.js', '/assets/standard-indicator-G7h8.js'];
    expect(await preloads('/indicators/economie/production/production_aluminium_multi')).toEqual(standard);
    expect(await preloads('/indicators/faits_saillants/economie/highlights_economy')).toEqual(['/assets/indicator-pages-C3d4.js']);
    expect(await preloads('/indicators/economie/production/no_such_indicator')).toEqual([]);
    expect(await preloads('/indicators/economie')).toEqual([]);
    // A signed-in caller's page (rendered for them, not from the visitors' cache) gets the same hints.
    const agent = await new TestAgent(t.app).start();
    await agent.signIn('reader@example.org', DEMO_PASSWORD);
    const signedIn = await agent.get('/indicators/economie/production/production_aluminium_multi');
    expect(modulePreloads(signedIn.body)).toEqual(standard);
  });

  it('keep to their own origin, while client assets may be embedded from any (a CDN serves them to the site)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const file of ['logo-association.svg', 'home-banner-480.avif', 'report-summary-2024-fr.pdf']) {
      const asset = await t.app.inject({ method: 'GET', url: `/client-assets/demo/${file}` });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it("follow a visitor's remembered language", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'locale=fr' } });
    expect(page.body).toContain('<html lang="fr"');
  });

  it('never let page data close the script element', async () => {
    const [client] = await t.db.select().from(clients);
    await t.db.update(clients).set({ title: '</script><script>alert(1)</script>' }).where(eq(clients.id, client!.id));
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.body).not.toContain('</script><script>alert(1)');
      expect(pageGlobals(page.body).client.title).toBe('</script><script>alert(1)</script>');
    } finally {
      await t.db.update(clients).set({ title: client!.title }).where(eq(clients.id, client!.id));
    }
  });
});

describe('maintenance', () => {
  it('answers 503 CLIENT_IN_MAINTENANCE to API calls, except for super administrators', async () => {
    const superAdmin = await new TestAgent(t.app).start();
    await superAdmin.signIn('super@example.org', DEMO_PASSWORD);
    const [client] = await t.db.select().from(clients);
    await t.db.update(clients).set({ maintenance: true }).where(eq(clients.id, client!.id));
    try {
      const visitor = await new TestAgent(t.app).start();
      const response = await visitor.get('/api/services/indicators');
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('CLIENT_IN_MAINTENANCE');
      expect((await visitor.signIn('admin@example.org', DEMO_PASSWORD)).statusCode).toBe(503);
      expect((await superAdmin.get('/api/services/indicators')).statusCode).toBe(200);
    } finally {
      await t.db.update(clients).set({ maintenance: false }).where(eq(clients.id, client!.id));
    }
  });
});
