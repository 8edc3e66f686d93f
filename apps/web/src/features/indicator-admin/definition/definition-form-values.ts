import type { CalculationDefinition, CalculationKind } from '@platform/shared/indicators/calculation.schemas';
import type { ChartKind, Indicator, IndicatorBody, IndicatorType, LocalizedHtml, LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import { formatLocalizedNumber, parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';

/** The calculation as the builder edits it: every choice a string, '' for none. */
export interface CalculationFormValues {
  /** '' for an indicator without figures of its own (no calculation). */
  kind: CalculationKind | '';
  subject: string;
  field: string;
  denominatorSubject: string;
  denominatorField: string;
  breakdown: string;
  /** '' for each input's own level. */
  breakdownDepth: string;
  /** With a breakdown (not for a latest value): a total row as well. */
  total: boolean;
  /** Written with the locale's delimiters; '' for none. */
  scale: string;
}

/** The definition as the form edits it; the public page's path in its three segments. */
export interface DefinitionFormValues {
  key: string;
  section: string;
  subsection: string;
  page: string;
  name: LocalizedText;
  type: IndicatorType;
  unit: LocalizedText;
  chart_kind: ChartKind | '';
  /** For a custom page: the client's component that draws it; '' for none. */
  custom_component: string;
  calculation: CalculationFormValues;
}

/** What the definition form sends: the key it is saved under and the body of the PUT. */
export interface DefinitionSubmission {
  key: string;
  body: IndicatorBody;
}

/** What the definition screen does not edit and sends back as it was (methodology and notes have their own screen). */
export interface KeptTexts {
  methodology: LocalizedHtml;
  notes: LocalizedHtml;
}

export const NO_TEXTS: KeptTexts = { methodology: { en: null, fr: null }, notes: { en: null, fr: null } };

export const emptyCalculation = (): CalculationFormValues => ({
  kind: '',
  subject: '',
  field: '',
  denominatorSubject: '',
  denominatorField: '',
  breakdown: '',
  breakdownDepth: '',
  total: false,
  scale: '',
});

export const emptyDefinition = (): DefinitionFormValues => ({
  key: '',
  section: '',
  subsection: '',
  page: '',
  name: { en: '', fr: '' },
  type: 'chart',
  unit: { en: '', fr: '' },
  chart_kind: 'line',
  custom_component: '',
  calculation: emptyCalculation(),
});

/** `/indicators/<section>/<subsection>/<page>` in its segments (blank where the path has none). */
export function pathSegments(path: string): { section: string; subsection: string; page: string } {
  const [, , section = '', subsection = '', page = ''] = path.split('/');
  return { section, subsection, page };
}

export const composePath = ({ section, subsection, page }: Pick<DefinitionFormValues, 'section' | 'subsection' | 'page'>) =>
  `/indicators/${section.trim()}/${subsection.trim()}/${page.trim()}`;

export function calculationValuesOf(calculation: CalculationDefinition | null, delimiters: NumberDelimiters): CalculationFormValues {
  if (!calculation) return emptyCalculation();
  return {
    kind: calculation.kind,
    subject: calculation.subject,
    field: calculation.field,
    denominatorSubject: calculation.kind === 'ratio' ? calculation.denominator.subject : '',
    denominatorField: calculation.kind === 'ratio' ? calculation.denominator.field : '',
    breakdown: calculation.breakdown ?? '',
    breakdownDepth: calculation.breakdownDepth === undefined ? '' : String(calculation.breakdownDepth),
    total: calculation.total === true,
    scale: calculation.scale === undefined ? '' : formatLocalizedNumber(calculation.scale, delimiters),
  };
}

export function definitionValuesOf(indicator: Indicator, delimiters: NumberDelimiters): DefinitionFormValues {
  return {
    key: indicator.key,
    ...pathSegments(indicator.path),
    name: { ...indicator.name },
    type: indicator.type,
    unit: indicator.unit ? { ...indicator.unit } : { en: '', fr: '' },
    chart_kind: indicator.chart_kind ?? '',
    custom_component: indicator.custom ?? '',
    calculation: calculationValuesOf(indicator.calculation, delimiters),
  };
}

/**
 * The calculation to send: null without a kind; the denominator only for a ratio; optional parts left out
 * when blank. A scale that is not a number comes back as 'INVALID_SCALE' for the form to say so.
 */
export function calculationOf(values: CalculationFormValues, delimiters: NumberDelimiters): CalculationDefinition | null | 'INVALID_SCALE' {
  if (values.kind === '') return null;
  const scale = parseLocalizedNumber(values.scale, delimiters);
  if (scale === 'INVALID') return 'INVALID_SCALE';
  const base = {
    subject: values.subject,
    field: values.field,
    ...(values.breakdown !== '' && { breakdown: values.breakdown }),
    ...(values.breakdown !== '' && values.breakdownDepth !== '' && { breakdownDepth: Number(values.breakdownDepth) }),
    ...(values.breakdown !== '' && values.kind !== 'latest' && values.total && { total: true }),
    ...(scale !== null && { scale }),
  };
  if (values.kind === 'ratio') return { ...base, kind: 'ratio', denominator: { subject: values.denominatorSubject, field: values.denominatorField } };
  return { ...base, kind: values.kind };
}

/** The PUT body from the form (before validation): units left blank in both languages are no unit. */
export function bodyOf(values: DefinitionFormValues, calculation: CalculationDefinition | null, kept: KeptTexts): IndicatorBody {
  const unitBlank = values.unit.en.trim() === '' && values.unit.fr.trim() === '';
  return {
    indicator: {
      path: composePath(values),
      name: { ...values.name },
      type: values.type,
      unit: unitBlank ? null : { ...values.unit },
      chart_kind: values.type === 'chart' && values.chart_kind !== '' ? values.chart_kind : null,
      custom_component: values.type === 'custom' && values.custom_component !== '' ? values.custom_component : null,
      calculation,
      methodology: kept.methodology,
      notes: kept.notes,
    },
  };
}

/** The PUT body that leaves an indicator as it is, but for what `change` replaces (the methodology screen's save). */
export function unchangedBodyOf(indicator: Indicator, change: Partial<IndicatorBody['indicator']> = {}): IndicatorBody {
  return {
    indicator: {
      path: indicator.path,
      name: indicator.name,
      type: indicator.type,
      unit: indicator.unit,
      chart_kind: indicator.chart_kind,
      custom_component: indicator.custom,
      calculation: indicator.calculation,
      methodology: indicator.methodology,
      notes: indicator.notes,
      ...change,
    },
  };
}

const CALCULATION_PATHS: Record<string, keyof CalculationFormValues> = {
  '': 'kind',
  kind: 'kind',
  subject: 'subject',
  field: 'field',
  denominator: 'denominatorSubject',
  'denominator.subject': 'denominatorSubject',
  'denominator.field': 'denominatorField',
  breakdown: 'breakdown',
  breakdownDepth: 'breakdownDepth',
  total: 'total',
  scale: 'scale',
};

/**
 * Where an error of the PUT shows in the form (`key` is the address's):
 * the control that holds that value; null for what the form has no control for.
 */
export function formPathOf(path: string): string | null {
  if (path === 'key') return 'key';
  // The body's schema names its paths from the body (`indicator.name.en`); the rules on what exists, from the indicator (`calculation.subject`).
  const inner = path.startsWith('indicator.') ? path.slice('indicator.'.length) : path;
  if (inner === 'path' || inner === 'type' || inner === 'chart_kind' || inner === 'custom_component') return inner;
  if (inner === 'name' || inner === 'unit') return `${inner}.en`;
  if (/^(name|unit)\.(en|fr)$/.test(inner)) return inner;
  const calculation = /^calculation(?:\.(.+))?$/.exec(inner);
  if (calculation) {
    const field = CALCULATION_PATHS[calculation[1] ?? ''];
    return field ? `calculation.${field}` : 'calculation.kind';
  }
  return null;
}
