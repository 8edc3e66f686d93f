import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Report, ReportPageWithFigures, ReportSummary } from '@platform/shared/reports/reports.schemas';
import type { Tag } from '@platform/shared/tags/tags.contract';
import type { User } from '@platform/shared/users/users.schemas';
import { REPORTS_AREA } from '../reports-area';

/** Someone who builds reports, as the server describes them. */
export const builder: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['reports.manage', 'users.read'],
  super_admin: false,
  impersonated_by: null,
  visitor: false,
  areas: [REPORTS_AREA, 'users'],
};

const ALL = { update: true, delete: true, share: true, publish: true, duplicate: true };

/** A saved report of two pages: an indicator and a text on the first, a key figure on the second. */
export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 5,
    title: { en: 'Sustainability report 2021', fr: 'Rapport de développement durable 2021' },
    date_start: '2017-01-01',
    date_end: '2021-12-31',
    orientation: 'portrait',
    default_tags: {},
    show_indicator_annotations: true,
    show_indicator_html_data: false,
    exact_indicators_copy: false,
    users: [{ id: 12, email: 'reader@example.org' }],
    owner: { id: 2, email: 'admin@example.org' },
    published_at: null,
    public_summary: false,
    data_version: null,
    frozen_at: null,
    pages: [
      {
        id: 31,
        index: 0,
        parts: [
          { id: 301, index: 0, type: 'indicator', indicator_key: 'emissions_ges', display: 'both', html: null },
          { id: 302, index: 1, type: 'text', indicator_key: null, display: null, html: { en: '<p>Our emissions fell.</p>', fr: '<p>Nos émissions ont baissé.</p>' } },
        ],
      },
      { id: 32, index: 1, parts: [{ id: 303, index: 0, type: 'key_figures', indicator_key: 'hap', display: null, html: null }] },
    ],
    updated_at: '2026-03-02T14:00:00.000Z',
    abilities: ALL,
    ...overrides,
  };
}

export function summary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  const { pages, ...rest } = report();
  return { ...rest, pages_count: pages.length, ...overrides };
}

export const indicators: IndicatorListItem[] = [
  { key: 'emissions_ges', path: '/indicators/environment/ghg/emissions_ges', type: 'chart', custom: null, name: { en: 'Greenhouse gas emissions', fr: 'Émissions de GES' }, section_name: { en: 'Environment', fr: 'Environnement' } },
  { key: 'hap', path: '/indicators/environment/air/hap', type: 'chart', custom: null, name: { en: 'PAH emissions', fr: 'Émissions de HAP' }, section_name: { en: 'Environment', fr: 'Environnement' } },
  { key: 'formation_heures', path: '/indicators/social/training/formation_heures', type: 'table', custom: null, name: { en: 'Training hours', fr: 'Heures de formation' }, section_name: { en: 'Social', fr: 'Social' } },
  { key: 'highlights_economy', path: '/indicators/economy/highlights/highlights_economy', type: 'custom', custom: 'highlights_economy', name: { en: 'Economy highlights', fr: 'Faits saillants économie' } },
];

const tag = (id: number, key: string, en: string, parent: string | null, depth: number): Tag => ({ id, key, name: { en, fr: en }, dimension: 'organisation', parent_key: parent, depth });

export const tags: Tag[] = [
  tag(1, 'organisation', 'Organisations', null, 0),
  tag(2, 'boreal', 'Boréal Aluminium', 'organisation', 1),
  tag(3, 'boreal_alma', 'Alma smelter', 'boreal', 2),
  tag(4, 'laurentide', 'Laurentide Metals', 'organisation', 1),
];

const row = (period: string, value: number) => ({ period, value, revised_at: '2026-01-10T00:00:00.000Z', not_applicable: 0 });

/** The figures the server gives an indicator part of the report's first page. */
export const figures = (key: string, name: string) => ({
  indicator_key: key,
  name: { en: name, fr: name },
  unit: { en: 'kt CO2e', fr: 'kt éq. CO2' },
  chart_kind: 'bar',
  data: { columns: ['2020', '2021'], rows: [row('2020', 1234.5), row('2021', 1100.25)], tags: [] },
  methodology: null,
  notes: null,
  annotations: [],
});

export function savedPage(source: Report = report(), index = 0): ReportPageWithFigures {
  const page = source.pages[index]!;
  return {
    ...page,
    parts: page.parts.map((part) => ({
      ...part,
      figures: part.indicator_key ? figures(part.indicator_key, indicators.find((each) => each.key === part.indicator_key)?.name.en ?? part.indicator_key) : null,
    })),
  };
}

export function user(id: number, email: string): User {
  return {
    id,
    email,
    first_name: '',
    last_name: '',
    locale: 'en',
    audience: 'private',
    approval_role: null,
    authentication_method: 'default',
    roles: [],
    tags: [],
    permissions: { sign_in_path: '/admin' },
    effective_permissions: { sign_in_path: '/admin' },
    status: 'active',
    archived_at: null,
    invited_at: null,
    last_signed_in_at: null,
    super_admin: false,
    abilities: { edit: true, archive: true, restore: false, impersonate: false, remind: false },
  };
}
