import { Fragment, useId, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { adminDelimitersOf, formatLocalizedNumber } from '@platform/shared/dynamic-form/localized-number';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Select } from '../../../ui/form/Select';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { fetchAllInputs, periodInputsKey, useSubject } from '../data-collection-queries';
import { numberFields, pastPeriods, valuesByLeaf } from './history-table';
import { LoadFailed } from './LoadFailed';
import './grid-page.css';
import './historical-data.css';

const ALL_FIELDS = '';

/** /admin/subjects/:key/historical_data: approved figures of the last periods side by side, one row per tag leaf. */
export function HistoricalDataPage() {
  const { key = '' } = useParams();
  const subject = useSubject(key);
  if (subject.isPending) return <Loader type="large" />;
  if (subject.isError) return <LoadFailed onRetry={() => void subject.refetch()} />;
  return <HistoricalData key={key} subject={subject.data} />;
}

function HistoricalData({ subject }: { subject: Subject }) {
  const t = useT();
  const { locale } = useLocale();
  const delimiters = adminDelimitersOf(useClient().settings, locale);
  const captionId = useId();
  const dimension = subject.tag_dimensions[0];
  const periods = useMemo(() => pastPeriods(subject), [subject]);
  const fields = useMemo(() => numberFields(subject), [subject]);
  // One figure at a time fits the five periods on a screen; all of them are one choice away.
  const [fieldId, setFieldId] = useState(() => fields[0]?.id ?? ALL_FIELDS);
  const shown = fieldId === ALL_FIELDS ? fields : fields.filter((field) => field.id === fieldId);
  const loads = useQueries({
    queries: periods.map((period) => ({
      queryKey: periodInputsKey(subject.key, period, 'approved'),
      queryFn: () => fetchAllInputs(subject.key, { period, state: 'approved' }),
      meta: { handlesErrors: true },
    })),
  });
  const byPeriod = useMemo(() => loads.map((load) => valuesByLeaf(load.data ?? [], dimension?.key ?? '')), [loads, dimension]);
  const subjectPath = `/admin/subjects/${encodeURIComponent(subject.key)}`;
  const label = (field: FieldDefinition) => {
    const unit = field.unit?.[locale];
    return unit ? t('inputGrid.column.withUnit', { name: field.name[locale], unit }) : field.name[locale];
  };
  const number = (field: FieldDefinition, value: unknown) =>
    typeof value === 'number' ? formatLocalizedNumber(value, delimiters, { maximumFractionDigits: field.decimals ?? 10 }) : null;
  const leaves = dimension?.leaves ?? [];

  return (
    <div className="historical-data">
      <p className="input-grid-page__back">
        <Link to={subjectPath}>{t('inputGrid.backToSubject')}</Link>
      </p>
      <h1>{t('inputGrid.history.title', { subject: subject.name[locale] })}</h1>
      <div className="input-grid-page__bar">
        {fields.length > 1 && periods.length > 0 && leaves.length > 0 && (
          <Select
            label={t('inputGrid.history.field')}
            size="medium"
            value={fieldId}
            options={[{ value: ALL_FIELDS, label: t('inputGrid.history.allFields') }, ...fields.map((field) => ({ value: field.id, label: label(field) }))]}
            onChange={(event) => setFieldId(event.target.value)}
          />
        )}
        {subject.abilities.enter && <Link to={`${subjectPath}/inputs/new/grid`}>{t('inputGrid.gridLink')}</Link>}
      </div>
      {leaves.length === 0 ? (
        <p className="input-grid-page__empty">{t('inputGrid.empty')}</p>
      ) : periods.length === 0 ? (
        <p className="input-grid-page__empty">{t('inputGrid.history.noPastPeriod')}</p>
      ) : fields.length === 0 ? (
        <p className="input-grid-page__empty">{t('inputGrid.history.noNumberField')}</p>
      ) : loads.some((load) => load.isPending) ? (
        <Loader type="medium" />
      ) : (
        <>
          <p className="input-grid-page__help">{t('inputGrid.history.intro')}</p>
          {loads.map(
            (load, index) =>
              load.isError && (
                <p key={periods[index]} role="alert" className="input-grid-page__warning">
                  {t('inputGrid.history.loadFailed', { period: periods[index]! })}
                </p>
              ),
          )}
          {/* Outside the scrolling box, so a narrow screen shows it whole; it names the box and the table. */}
          <p id={captionId} className="historical-data__caption">
            {shown.length === 1 ? `${label(shown[0]!)} · ${t('inputGrid.history.caption')}` : t('inputGrid.history.caption')}
          </p>
          {/* Focusable so the keyboard can scroll a table wider than the screen. */}
          <div className="historical-data__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="historical-data__table" aria-labelledby={captionId}>
              <colgroup span={1} />
              {periods.map((period) => (
                <colgroup key={period} span={shown.length} />
              ))}
              <thead>
                <tr>
                  <th scope="col" rowSpan={shown.length > 1 ? 2 : 1} className="historical-data__leaf">
                    {dimension?.name[locale]}
                  </th>
                  {periods.map((period) => (
                    <th
                      key={period}
                      scope={shown.length > 1 ? 'colgroup' : 'col'}
                      colSpan={shown.length}
                      className={shown.length > 1 ? 'historical-data__period' : undefined}
                    >
                      {period}
                    </th>
                  ))}
                </tr>
                {shown.length > 1 && (
                  <tr>
                    {periods.map((period) => (
                      <Fragment key={period}>
                        {shown.map((field) => (
                          <th key={field.id} scope="col" className="historical-data__field">
                            {label(field)}
                          </th>
                        ))}
                      </Fragment>
                    ))}
                  </tr>
                )}
              </thead>
              <tbody>
                {leaves.map((leaf) => (
                  <tr key={leaf.key}>
                    <th scope="row" className="historical-data__leaf">
                      {leaf.name[locale]}
                    </th>
                    {periods.map((period, index) => (
                      <Fragment key={period}>
                        {shown.map((field) => {
                          const text = number(field, byPeriod[index]?.get(leaf.key)?.[field.id]);
                          return (
                            <td key={field.id} className={index === periods.length - 1 ? 'historical-data__latest' : undefined}>
                              {text ?? (
                                <>
                                  <span aria-hidden="true">—</span>
                                  <span className="visually-hidden">{t('inputGrid.history.noValue')}</span>
                                </>
                              )}
                            </td>
                          );
                        })}
                      </Fragment>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
