import type { Indicator, IndicatorValueRow } from '@platform/shared/indicators/indicator.schemas';

const PUBLISHED_AT = '2024-03-01T00:00:00.000Z';
const BEFORE = '2024-01-15T10:00:00.000Z';

const row = (period: string, value: number | null, tags?: Record<string, string>, revisedAt = BEFORE): IndicatorValueRow => ({
  period,
  value,
  ...(tags ? { tags } : {}),
  revised_at: revisedAt,
  not_applicable: 0,
});

/** An indicator as GET /services/indicators/:key answers, with a total series over five years. */
export function indicatorFixture(overrides: Partial<Indicator> = {}): Indicator {
  return {
    id: 7,
    key: 'production_aluminium_multi',
    path: '/indicators/economie/production/production_aluminium_multi',
    section: 'economie',
    subsection: 'production',
    name: { en: 'Annual aluminium production', fr: 'Production annuelle d’aluminium' },
    type: 'chart',
    custom: null,
    unit: { en: 'Mt', fr: 'Mt' },
    chart_kind: 'bar',
    calculation: null,
    data: {
      columns: ['2017', '2018', '2019', '2020', '2021'],
      rows: [row('2017', 3.2), row('2018', 2.9), row('2019', 2.95), row('2020', 3.1), row('2021', 3.125, undefined, '2024-05-02T08:00:00.000Z')],
      tags: [],
    },
    methodology: { en: '<p>Sum of the smelters’ production.</p>', fr: '<p>Somme de la production des alumineries.</p>' },
    notes: { en: '<p>Figures rounded.</p>', fr: null },
    annotations: [
      { id: 1, period: '2019', text: { en: '<p>A strike in 2019.</p>', fr: '<p>Une grève en 2019.</p>' }, created_at: BEFORE, updated_at: BEFORE },
      { id: 2, period: null, text: { en: '<p>Every year.</p>', fr: '<p>Chaque année.</p>' }, created_at: BEFORE, updated_at: BEFORE },
      { id: 3, period: '2016', text: { en: '<p>Before the series.</p>', fr: null }, created_at: BEFORE, updated_at: BEFORE },
    ],
    attachments: [{ oid: 'abc123', name: 'method.pdf', url: '/api/services/indicators/production_aluminium_multi/attachments/abc123', size: 1200, content_type: 'application/pdf' }],
    revised_at: '2024-05-02T08:00:00.000Z',
    published_at: PUBLISHED_AT,
    published_through: null,
    provisional_periods: [],
    hidden_provisional: false,
    abilities: { update: false, annotate: false },
    ...overrides,
  };
}

/** An indicator broken down by organisation (two nodes) with the total, over three years. */
export function breakdownFixture(overrides: Partial<Indicator> = {}): Indicator {
  const org = (key: string) => ({ organisation: key });
  return indicatorFixture({
    key: 'multi_exportations',
    path: '/indicators/economie/commerce/multi_exportations',
    subsection: 'commerce',
    name: { en: 'Exports', fr: 'Exportations' },
    unit: { en: 'M$', fr: 'M$' },
    chart_kind: 'stacked_bar',
    data: {
      columns: ['2019', '2020', '2021'],
      rows: [
        row('2019', 300),
        row('2019', 100, org('boreal')),
        row('2019', 200, org('laurentide')),
        row('2020', 330),
        row('2020', 110, org('boreal')),
        row('2020', 220, org('laurentide')),
        row('2021', null),
        row('2021', 120, org('boreal')),
        { ...row('2021', null, org('laurentide')), not_applicable: 1 },
      ],
      tags: [
        { key: 'laurentide', dimension: 'organisation', name: { en: 'Laurentide Metals', fr: 'Métaux Laurentide' } },
        { key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
      ],
    },
    annotations: [],
    ...overrides,
  });
}
