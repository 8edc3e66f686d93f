import type { ComponentType } from 'react';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { renderEntryPage } from '../../data-collection/entry/test/render-entry';
import { remindersManager } from './reminders-fixtures';

export { fakeServer, json, on } from '../../data-collection/entry/test/render-entry';

/** Renders one reminders screen at `path`, under the route it has in the app, signed in as `profile` (who reminds, by default). */
export function renderReminders(route: string, Page: ComponentType, path: string, options: { profile?: Profile; locale?: 'en' | 'fr' } = {}) {
  return renderEntryPage(route, Page, path, { profile: options.profile ?? remindersManager, locale: options.locale });
}
