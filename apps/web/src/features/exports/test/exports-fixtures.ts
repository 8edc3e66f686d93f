import type { Export } from '@platform/shared/exports/exports.schemas';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { contributor } from '../../data-collection/entry/test/entry-fixtures';
import { subject, subjects } from '../../imports/test/imports-fixtures';

/** A contributor who may export, as the server describes them. */
export const exporter: Profile = { ...contributor, areas: ['subjects', 'dataEntry', 'exports'] };

export { subject, subjects };

/** The second subject of the list, with its own periods and organisations. */
export const water = {
  ...subject,
  key: 'water',
  name: { en: 'Water', fr: 'Eau' },
  periods: ['2019', '2020'],
  tag_dimensions: [{ key: 'organisation', depth: 2, name: { en: 'Organisations', fr: 'Organisations' }, leaves: [{ key: 'grande_baie', name: { en: 'Grande-Baie smelter', fr: 'Aluminerie de Grande-Baie' } }] }],
};

export const indicators: IndicatorListItem[] = [
  { key: 'emissions_ges', path: 'environment/ghg/emissions_ges', type: 'chart', custom: null, name: { en: 'Greenhouse gas emissions', fr: 'Émissions de GES' } },
  { key: 'hap', path: 'environment/air/hap', type: 'chart', custom: null, name: { en: 'PAH emissions', fr: 'Émissions de HAP' } },
];

export const exportRecord = (overrides: Partial<Export> = {}): Export => ({
  id: 21,
  kind: 'inputs',
  format: 'xlsx',
  locale: 'en',
  state: 'done',
  progress: { done: 48, total: 48 },
  file_name: 'inputs-2026-03-02.xlsx',
  rows: 1480,
  download_url: '/api/export/21/file',
  request: { kind: 'inputs', subjects: [subject.key], periods: ['2021', '2022'], format: 'xlsx', locale: 'en' },
  failure: null,
  created_at: '2026-03-02T14:00:00.000Z',
  created_by: 'contributor@example.org',
  finished_at: '2026-03-02T14:00:09.000Z',
  abilities: { download: true, delete: true },
  ...overrides,
});
