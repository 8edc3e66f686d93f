import { useId, useMemo } from 'react';
import { REPORT_ORIENTATIONS, REPORT_TITLE_MAX } from '@platform/shared/reports/reports.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Checkbox } from '../../../ui/form/Checkbox';
import { FieldError } from '../../../ui/form/FieldShell';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useReportTags } from '../reports-queries';
import { fieldIds } from './report-errors';
import type { DraftSettings } from './report-draft';
import { tagDimensions } from './report-tags';

const OPTIONS = ['show_indicator_annotations', 'show_indicator_html_data', 'exact_indicators_copy'] as const;

/** Indents a node under its parents in a native select, which has no tree of its own. */
const indented = (depth: number, name: string) => `${'\u00a0\u00a0\u00a0'.repeat(Math.max(0, depth - 1))}${name}`;

/**
 * The report's own fields: its title in both languages, its period, the orientation of its pages, which
 * organisation or site its figures are for (per tag dimension, or the totals) and its three options.
 */
export function ReportSettings({
  settings,
  onChange,
  errors,
  readOnly,
}: {
  settings: DraftSettings;
  onChange: (change: Partial<DraftSettings>) => void;
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { settings: client } = useClient();
  const tags = useReportTags();
  const dimensions = useMemo(() => tagDimensions(tags.data ?? [], locale), [tags.data, locale]);
  const headingId = useId();
  const orientationError = errors[fieldIds.orientation];
  const tagsError = errors[fieldIds.tags];
  const setTag = (dimension: string, key: string) => {
    const next = { ...settings.default_tags };
    if (key) next[dimension] = key;
    else delete next[dimension];
    onChange({ default_tags: next });
  };

  return (
    <section className="report-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reports.settings.heading')}</h2>
      {/* Only to make every control read-only at once for a reader: no legend, the heading names the section. */}
      <fieldset className="report-settings__group" disabled={readOnly}>
        <div className="report-settings__row">
          {(['en', 'fr'] as const).map((language) => (
            <TextField
              key={language}
              id={fieldIds.title(language)}
              label={t('reports.field.title', { language: t(`common.locale.${language}`) })}
              lang={language}
              required
              maxLength={REPORT_TITLE_MAX}
              value={settings.title[language]}
              error={errors[fieldIds.title(language)]}
              onChange={(event) => onChange({ title: { ...settings.title, [language]: event.target.value } })}
            />
          ))}
        </div>
        <div className="report-settings__row">
          <TextField
            id={fieldIds.dateStart}
            type="date"
            label={t('reports.field.dateStart')}
            required
            min={client.dates.beginning_of_time}
            max={client.dates.end_of_time}
            value={settings.date_start}
            error={errors[fieldIds.dateStart]}
            onChange={(event) => onChange({ date_start: event.target.value })}
          />
          <TextField
            id={fieldIds.dateEnd}
            type="date"
            label={t('reports.field.dateEnd')}
            required
            min={client.dates.beginning_of_time}
            max={client.dates.end_of_time}
            value={settings.date_end}
            error={errors[fieldIds.dateEnd]}
            onChange={(event) => onChange({ date_end: event.target.value })}
          />
        </div>
        <fieldset className="report-settings__radios" aria-describedby={orientationError ? `${fieldIds.orientation}-error` : undefined}>
          <legend className="report-settings__legend">{t('reports.field.orientation')}</legend>
          <div className="report-settings__radio-row">
            {REPORT_ORIENTATIONS.map((orientation, index) => (
              <label key={orientation} className="report-radio">
                <input
                  id={index === 0 ? fieldIds.orientation : undefined}
                  type="radio"
                  name="report-orientation"
                  value={orientation}
                  checked={settings.orientation === orientation}
                  onChange={() => onChange({ orientation })}
                />
                <span className={`report-radio__sheet report-radio__sheet--${orientation}`} aria-hidden="true" />
                <span>{t(`reports.orientation.${orientation}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${fieldIds.orientation}-error`} error={orientationError} />
        </fieldset>
        <fieldset id={fieldIds.tags} tabIndex={-1} className="report-settings__tags" aria-describedby={`${fieldIds.tags}-hint`}>
          <legend className="report-settings__legend">{t('reports.field.defaultTags')}</legend>
          <p id={`${fieldIds.tags}-hint`} className="report-settings__hint">
            {t('reports.field.defaultTags.hint')}
          </p>
          {tags.isPending ? (
            <Loader type="small" label={t('reports.field.defaultTags.loading')} />
          ) : tags.isError ? (
            <p className="report-settings__failed" role="alert">
              {t('reports.field.defaultTags.failed')}
            </p>
          ) : dimensions.length === 0 ? (
            <p className="reports-muted">{t('reports.field.defaultTags.none')}</p>
          ) : (
            <div className="report-settings__row">
              {dimensions.map((dimension) => {
                const chosen = settings.default_tags[dimension.key] ?? '';
                const known = chosen === '' || dimension.nodes.some((node) => node.key === chosen);
                return (
                  <Select
                    key={dimension.key}
                    id={fieldIds.tag(dimension.key)}
                    label={dimension.name}
                    value={chosen}
                    error={errors[fieldIds.tag(dimension.key)]}
                    onChange={(event) => setTag(dimension.key, event.target.value)}
                    options={[
                      { value: '', label: t('reports.field.defaultTags.all') },
                      ...dimension.nodes.map((node) => ({ value: node.key, label: indented(node.depth, node.name) })),
                      ...(known ? [] : [{ value: chosen, label: chosen }]),
                    ]}
                  />
                );
              })}
            </div>
          )}
          <FieldError id={`${fieldIds.tags}-error`} error={tagsError} />
        </fieldset>
        <fieldset id={fieldIds.options} tabIndex={-1} className="report-settings__options">
          <legend className="report-settings__legend">{t('reports.field.options')}</legend>
          {OPTIONS.map((option) => (
            <Checkbox
              key={option}
              label={t(`reports.option.${option}`)}
              hint={t(`reports.option.${option}.hint`)}
              checked={settings[option]}
              onChange={(event) => onChange({ [option]: event.target.checked })}
            />
          ))}
        </fieldset>
      </fieldset>
    </section>
  );
}
