import type { ComponentType } from 'react';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { renderEntryPage } from '../../../data-collection/entry/test/render-entry';
import { respondent } from './questionnaires-fixtures';

export { fakeServer, json, on } from '../../../data-collection/entry/test/render-entry';

/** Renders one questionnaire screen at `path`, under the route it has in the app, signed in as `profile` (a respondent by default). */
export function renderQuestionnaires(route: string, Page: ComponentType, path: string, options: { profile?: Profile; locale?: 'en' | 'fr' } = {}) {
  return renderEntryPage(route, Page, path, { profile: options.profile ?? respondent, locale: options.locale ?? (options.profile?.locale as 'en' | 'fr' | undefined) });
}
