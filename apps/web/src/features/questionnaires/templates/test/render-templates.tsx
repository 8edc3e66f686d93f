import type { ComponentType } from 'react';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { renderEntryPage } from '../../../data-collection/entry/test/render-entry';
import { builder } from './templates-fixtures';

export { fakeServer, json, on } from '../../../data-collection/entry/test/render-entry';

/** Renders one template screen at `path`, under the route it has in the app, with someone who builds templates. */
export function renderTemplates(route: string, Page: ComponentType, path: string, options: { profile?: Profile; locale?: 'en' | 'fr' } = {}) {
  return renderEntryPage(route, Page, path, { profile: options.profile ?? builder, locale: options.locale });
}
