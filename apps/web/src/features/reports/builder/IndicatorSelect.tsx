import { useMemo } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { FieldShell } from '../../../ui/form/FieldShell';
import { useFieldIds } from '../../../ui/form/useFieldIds';
import { useT } from '../../../ui/i18n/useT';

interface IndicatorGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** The indicators a part may show, under their section's name, in the order the client lists them. */
export function indicatorGroups(indicators: readonly IndicatorListItem[], locale: Locale): IndicatorGroup[] {
  const groups = new Map<string, IndicatorGroup>();
  for (const indicator of indicators) {
    // Custom indicators are pages of their own (the highlights): they have no figures to show in a report.
    if (indicator.type === 'custom') continue;
    const section = indicator.section_name?.[locale] ?? indicator.path.split('/').filter(Boolean)[1] ?? '';
    const group = groups.get(section) ?? { label: section, options: [] };
    group.options.push({ value: indicator.key, label: indicator.name[locale] });
    groups.set(section, group);
  }
  return [...groups.values()];
}

/** A native select of indicators grouped by section: typing a name's first letters finds it, as in any select. */
export function IndicatorSelect({
  id,
  label,
  value,
  onChange,
  indicators,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (key: string | null) => void;
  indicators: readonly IndicatorListItem[];
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const ids = useFieldIds({ id, hasHint: false, hasError: Boolean(error) });
  const groups = useMemo(() => indicatorGroups(indicators, locale), [indicators, locale]);
  const known = value === null || groups.some((group) => group.options.some((option) => option.value === value));
  return (
    <FieldShell ids={ids} label={label} error={error} required>
      <select
        id={ids.id}
        className="ui-field__control ui-field__control--select"
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('reports.part.indicator.choose')}</option>
        {!known && <option value={value ?? ''}>{t('reports.part.indicator.unknown', { key: value ?? '' })}</option>}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}
