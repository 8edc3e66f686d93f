import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '@platform/shared/access/areas';
import { SERVER_FEATURES } from '../../features/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-app.js';
import { HttpAgent } from '../http-agent.js';
import type { PolicyAccess } from '../../platform/permissions/access.js';
import { collectAreaRules } from '../../platform/permissions/areas.js';

// A screen opens when the server says its area is open, and an area is open exactly when one of the routes
// behind it lets the caller through: each area is the very policy action of some route, so the screen, the
// route and the policy cannot disagree.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the back-office areas', () => {
  it('are each opened by the policy action of at least one API route, and every area has its rule', () => {
    const rules = collectAreaRules(SERVER_FEATURES);
    expect([...rules.keys()].sort()).toEqual([...AREAS].sort());
    const routeAccesses = t.app.routeTable.map((route) => route.config?.access).filter((access): access is PolicyAccess => typeof access === 'object');
    for (const [area, rule] of rules) {
      const route = routeAccesses.find((access) => access.policy === rule.policy && access.action === rule.action);
      expect(route, `no route declares the access of the area ${area}`).toBeDefined();
    }
  });

  it('reach the web with the profile, as the policies decide for the caller', async () => {
    const areasOf = async (email: string) => {
      const agent = await HttpAgent.start(t.app, '127.87.0.1');
      await agent.signIn(email, DEMO_PASSWORD);
      return (await agent.get('/api/profile')).json().profile.areas;
    };
    expect(await areasOf('contributor@example.org')).toEqual(['subjects', 'dataEntry', 'questionnaires', 'exports', 'imports']);
    expect(await areasOf('super@example.org')).toEqual([...collectAreaRules(SERVER_FEATURES).keys()]);
    const approver = await areasOf('approver@example.org');
    expect(approver).toEqual(expect.arrayContaining(['subjects', 'approval', 'questionnaireApproval']));
    expect(approver).not.toContain('questionnaireTemplates');
    expect(approver).not.toContain('users');
  });
});
