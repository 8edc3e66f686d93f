import { useId } from 'react';
import type { CalculationKind } from '@platform/shared/indicators/calculation.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Checkbox } from '../../../ui/form/Checkbox';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useSubjectDetails, useSubjectList } from '../indicator-admin-queries';
import { depthsOf, fieldOptions, subjectOptions, withSubject } from './calculation-options';
import type { CalculationFormValues } from './definition-form-values';

const KINDS: readonly CalculationKind[] = ['sum', 'average', 'ratio', 'latest'];

export interface CalculationBuilderProps {
  value: CalculationFormValues;
  onChange: (value: CalculationFormValues) => void;
  /** The message of an error at `calculation.<part>`, if any. */
  errorOf: (part: keyof CalculationFormValues) => string | undefined;
  /** The locale's decimal delimiter, for the scale's hint. */
  decimal: string;
}

/**
 * How an indicator's figures are computed from approved inputs: a kind, a subject and one of its number
 * fields (for a ratio, a denominator's too), an optional breakdown by one of the subject's tag dimensions
 * and the level it stops at, and a scale. What is offered follows the subject chosen.
 */
export function CalculationBuilder({ value, onChange, errorOf, decimal }: CalculationBuilderProps) {
  const t = useT();
  const { locale } = useLocale();
  const legendId = useId();
  const subjects = useSubjectList();
  const subject = useSubjectDetails(value.subject);
  const denominator = useSubjectDetails(value.kind === 'ratio' ? value.denominatorSubject : '');
  const set = (change: Partial<CalculationFormValues>) => onChange({ ...value, ...change });
  const offered = subjectOptions(subjects.data ?? [], value.subject, locale);
  const dimension = subject.data?.tag_dimensions.find((each) => each.key === value.breakdown);

  return (
    <fieldset className="indicator-admin__fieldset" aria-labelledby={legendId}>
      <legend id={legendId} className="indicator-admin__legend indicator-admin__legend--title">
        {t('indicatorAdmin.calculation.title')}
      </legend>
      <p className="ui-field__hint">{t('indicatorAdmin.calculation.intro')}</p>
      <Select
        size="medium"
        label={t('indicatorAdmin.calculation.kind')}
        hint={value.kind === '' ? undefined : t(`indicatorAdmin.calculation.kind.${value.kind}.hint`)}
        value={value.kind}
        error={errorOf('kind')}
        options={[{ value: '', label: t('indicatorAdmin.calculation.kind.none') }, ...KINDS.map((kind) => ({ value: kind, label: t(`indicatorAdmin.calculation.kind.${kind}`) }))]}
        onChange={(event) => set({ kind: event.target.value as CalculationFormValues['kind'] })}
      />
      {value.kind !== '' &&
        (subjects.isPending ? (
          <Loader type="small" label={t('indicatorAdmin.calculation.subjectsLoading')} />
        ) : (
          <>
            {subjects.isError && (
              <p className="indicator-admin__warning" role="alert">
                {t('indicatorAdmin.calculation.subjectsFailed')}
              </p>
            )}
            <div className="indicator-admin__columns">
              <Select
                size="full"
                label={value.kind === 'ratio' ? t('indicatorAdmin.calculation.numeratorSubject') : t('indicatorAdmin.calculation.subject')}
                required
                placeholder
                value={value.subject}
                error={errorOf('subject')}
                options={offered}
                onChange={(event) => onChange(withSubject(value, event.target.value))}
              />
              <OperandField
                label={value.kind === 'ratio' ? t('indicatorAdmin.calculation.numeratorField') : t('indicatorAdmin.calculation.field')}
                subjectKey={value.subject}
                details={subject}
                value={value.field}
                error={errorOf('field')}
                onChange={(field) => set({ field })}
              />
            </div>
            {value.kind === 'ratio' && (
              <div className="indicator-admin__columns">
                <Select
                  size="full"
                  label={t('indicatorAdmin.calculation.denominatorSubject')}
                  required
                  placeholder
                  value={value.denominatorSubject}
                  error={errorOf('denominatorSubject')}
                  options={subjectOptions(subjects.data ?? [], value.denominatorSubject, locale)}
                  onChange={(event) => set({ denominatorSubject: event.target.value, denominatorField: '' })}
                />
                <OperandField
                  label={t('indicatorAdmin.calculation.denominatorField')}
                  subjectKey={value.denominatorSubject}
                  details={denominator}
                  value={value.denominatorField}
                  error={errorOf('denominatorField')}
                  onChange={(denominatorField) => set({ denominatorField })}
                />
              </div>
            )}
            <div className="indicator-admin__columns">
              <Select
                size="full"
                label={t('indicatorAdmin.calculation.breakdown')}
                value={value.breakdown}
                disabled={!subject.data}
                error={errorOf('breakdown')}
                options={[
                  { value: '', label: t('indicatorAdmin.calculation.breakdown.none') },
                  ...(subject.data?.tag_dimensions ?? []).map((each) => ({ value: each.key, label: each.name[locale] || each.key })),
                ]}
                onChange={(event) => set({ breakdown: event.target.value, breakdownDepth: '' })}
              />
              {value.breakdown !== '' && (
                <Select
                  size="full"
                  label={t('indicatorAdmin.calculation.depth')}
                  value={value.breakdownDepth}
                  error={errorOf('breakdownDepth')}
                  options={[
                    { value: '', label: t('indicatorAdmin.calculation.depth.entered') },
                    ...depthsOf(subject.data, value.breakdown, value.breakdownDepth).map((depth) => ({
                      value: String(depth),
                      label: depth <= 2 ? t(`indicatorAdmin.calculation.depth.${depth as 1 | 2}`) : t('indicatorAdmin.calculation.depth.other', { depth }),
                    })),
                  ]}
                  hint={dimension ? t('indicatorAdmin.calculation.depth.hint', { dimension: dimension.name[locale] || dimension.key }) : undefined}
                  onChange={(event) => set({ breakdownDepth: event.target.value })}
                />
              )}
            </div>
            {value.breakdown !== '' && value.kind !== 'latest' && (
              <Checkbox
                label={t('indicatorAdmin.calculation.total')}
                hint={t('indicatorAdmin.calculation.total.hint')}
                checked={value.total}
                error={errorOf('total')}
                onChange={(event) => set({ total: event.target.checked })}
              />
            )}
            <TextField
              size="small"
              inputMode="decimal"
              label={t('indicatorAdmin.calculation.scale')}
              hint={t('indicatorAdmin.calculation.scale.hint', { example: `0${decimal}001` })}
              value={value.scale}
              error={errorOf('scale')}
              onChange={(event) => set({ scale: event.target.value })}
            />
          </>
        ))}
    </fieldset>
  );
}

/** A number field of the chosen subject; waits for the subject's form, and says when there is nothing to choose. */
function OperandField({
  label,
  subjectKey,
  details,
  value,
  error,
  onChange,
}: {
  label: string;
  subjectKey: string;
  details: ReturnType<typeof useSubjectDetails>;
  value: string;
  error?: string;
  onChange: (field: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const options = fieldOptions(details.data, value, locale);
  const problem =
    subjectKey === ''
      ? t('indicatorAdmin.calculation.field.chooseSubject')
      : details.isError
        ? t('indicatorAdmin.calculation.field.subjectFailed')
        : details.data && options.length === 0
          ? t('indicatorAdmin.calculation.field.noNumber')
          : undefined;
  return (
    <Select
      size="full"
      label={label}
      required
      placeholder
      value={value}
      disabled={!details.data}
      hint={details.isFetching && !details.data ? <Loader type="inline" label={t('indicatorAdmin.calculation.field.loading')} /> : problem}
      error={error}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
