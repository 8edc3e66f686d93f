import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { ImportChange } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { changedField, changeValueText } from './change-value';

interface ImportChangesProps {
  changes: readonly ImportChange[];
  truncated: boolean;
  fields: readonly FieldDefinition[];
  fieldLabel(field: string): string;
}

/** What a run wrote or would write, row by row (old → new); a conflict is marked with the site's value, which stays. */
export function ImportChanges({ changes, truncated, fields, fieldLabel }: ImportChangesProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="imports-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="imports-section__title">
        {t('imports.changes.title')}
      </h3>
      {changes.length === 0 ? (
        <p className="imports-muted">{t('imports.changes.none')}</p>
      ) : (
        <ScrollTable caption={t('imports.changes.caption')} stacking className="import-changes" scrollClassName="import-changes__scroll">
          <thead>
            <tr>
              <th scope="col">{t('imports.changes.row')}</th>
              <th scope="col">{t('imports.changes.field')}</th>
              <th scope="col">{t('imports.changes.change')}</th>
              <th scope="col">{t('imports.changes.kind')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change, index) => (
              <ChangeRow key={`${change.row}:${change.field}:${index}`} change={change} field={changedField(fields, change.field)} label={fieldLabel(change.field)} />
            ))}
          </tbody>
        </ScrollTable>
      )}
      {truncated && <p className="imports-note">{t('imports.changes.truncated', { count: changes.length })}</p>}
    </section>
  );
}

function ChangeRow({ change, field, label }: { change: ImportChange; field: FieldDefinition | undefined; label: string }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const text = (value: unknown) => changeValueText(value, field, locale, (number) => intl.formatNumber(number));
  const shown = (value: unknown) => text(value) ?? <em className="imports-muted">{t('imports.changes.empty')}</em>;
  const conflict = change.kind === 'conflict';
  return (
    <tr className={conflict ? 'import-changes__conflict' : undefined}>
      <th scope="row" className="import-changes__row">
        {change.row}
      </th>
      <td data-label={t('imports.changes.field')}>{label}</td>
      <td data-label={t('imports.changes.change')} className="import-changes__values">
        <span className="visually-hidden">{t('imports.changes.from')} </span>
        <span className="import-changes__old">{shown(change.old)}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {t('imports.changes.to')} </span>
        <span className="import-changes__new">{shown(change.new)}</span>
        {conflict && <span className="import-changes__server">{t('imports.changes.server', { value: text(change.server) ?? t('imports.changes.empty') })}</span>}
      </td>
      <td data-label={t('imports.changes.kind')}>
        <span className={`imports-tag imports-tag--${change.kind}`}>{t(`imports.changes.kind.${change.kind}`)}</span>
      </td>
    </tr>
  );
}
