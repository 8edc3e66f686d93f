import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { AppProviders } from '../../../../app/AppProviders';
import { QueryLayer } from '../../../../app/query/QueryLayer';
import { demoGlobals } from '../../../../test/render-in-app';

/** Profiles, a subject, inputs, and a stand-in for the server's answers, for the approval screens' tests. */
export const approver: Profile = {
  id: 3,
  email: 'approver@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: 'approbator',
  permissions: {},
  abilities: ['subjects.read', 'inputs.approve', 'progress.read'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['subjects', 'approval', 'progress'],
};

export const preapprover: Profile = { ...approver, id: 4, email: 'preapprover@example.org', locale: 'fr', approval_role: 'preapprobator', abilities: ['subjects.read', 'inputs.preapprove', 'progress.read'], areas: ['subjects', 'approval', 'progress'] };

export const subject: Subject = {
  key: 'energy',
  name: { en: 'Energy consumption', fr: 'Consommation d’énergie' },
  section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  fields: [
    { id: 'electricity', name: { en: 'Electricity', fr: 'Électricité' }, type: 'number', localized: false, required: true, unit: { en: 'MWh', fr: 'MWh' } },
    { id: 'note', name: { en: 'Note', fr: 'Note' }, type: 'text', localized: false, required: false },
  ],
  tag_dimensions: [
    {
      key: 'organisation',
      depth: 1,
      name: { en: 'Organisations', fr: 'Organisations' },
      leaves: [
        { key: 'boreal', name: { en: 'Boreal Aluminium', fr: 'Aluminium Boréal' } },
        { key: 'laurentide', name: { en: 'Laurentide Metals', fr: 'Métaux Laurentide' } },
        { key: 'alma', name: { en: 'Alma Works', fr: 'Usine d’Alma' } },
      ],
    },
  ],
  periods: ['2021', '2022'],
  open_period: '2022',
  variation_threshold: 10,
  approval_levels: 1,
  contributors: [],
  abilities: { enter: false, approve: true, preapprove: false, configure: false, progress: true },
};

const decideAbilities = { edit: false, submit: false, preapprove: false, approve: true, refuse: true, delete: false };

export function inputOf(id: number, leaf: string, electricity: number, overrides: Partial<Input> = {}): Input {
  return {
    id,
    subject_key: 'energy',
    period: '2022',
    tags: { organisation: leaf },
    values: { electricity, note: null },
    not_applicable: {},
    state: 'submitted',
    lock_version: id + 3,
    justification: null,
    refusal_reason: null,
    updated_at: '2026-03-02T09:15:00.000Z',
    updated_by: { id: 7, email: 'contributor@example.org' },
    abilities: decideAbilities,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Answers each call by the first route that answers it; a call no route answers fails the test with its address. */
export function stubServer(...routes: Route[]) {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    throw new Error(`No answer for ${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A route answering one method and path. */
export const on =
  (method: string, path: string, answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>): Route =>
  (url, init) =>
    (init?.method ?? 'GET') === method && url.pathname === `/api${path}` ? answer(url, init) : undefined;

/** Renders a back-office page at an address, inside the app's providers and a data cache. */
export function renderPage(element: ReactElement, { pattern, path, profile }: { pattern: string; path: string; profile: Profile }) {
  const router = createMemoryRouter([{ path: pattern, element: <QueryLayer>{element}</QueryLayer> }], { initialEntries: [path] });
  render(
    <AppProviders globals={demoGlobals({ profile })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
