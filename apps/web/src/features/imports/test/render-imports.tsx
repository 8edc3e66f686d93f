import type { ComponentType } from 'react';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { renderEntryPage } from '../../data-collection/entry/test/render-entry';
import { importer } from './imports-fixtures';

export { fakeServer, json, on } from '../../data-collection/entry/test/render-entry';

/** Renders one import screen at `path`, under the route it has in the app, with a contributor who may import. */
export function renderImports(route: string, Page: ComponentType, path: string, options: { profile?: Profile; locale?: 'en' | 'fr' } = {}) {
  return renderEntryPage(route, Page, path, { profile: options.profile ?? importer, locale: options.locale });
}

/** The multipart bodies sent to POST /api/import, as the text fields they carry (the file by its name). */
export function sentForms(fetchMock: { mock: { calls: unknown[][] } }): Record<string, string>[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/import') && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => {
      const form = (init as RequestInit).body as FormData;
      return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]));
    });
}
