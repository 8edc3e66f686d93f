import { FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../../../ui/button/Button';
import { ConfirmButton } from '../../../../ui/confirm/ConfirmButton';
import { useT } from '../../../../ui/i18n/useT';
import { tagNames } from '../tag-names';
import { StateBadge } from './StateBadge';

export interface InputsTableProps {
  subject: Subject;
  inputs: readonly Input[];
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], selected: boolean): void;
  onDelete(input: Input): Promise<void>;
}

/** A page of a subject's inputs: tags, period, state, last change, and what the user may do with each (its abilities). */
export function InputsTable({ subject, inputs, selected, onSelect, onDelete }: InputsTableProps) {
  const t = useT();
  const { locale } = useLocale();
  const deletable = inputs.filter((input) => input.abilities.delete).map((input) => input.id);
  const allSelected = deletable.length > 0 && deletable.every((id) => selected.has(id));
  const dimensionNames = subject.tag_dimensions.map((dimension) => dimension.name[locale]).join(' — ');
  return (
    <div className="inputs-table__container">
    <div className="inputs-table__scroll">
      <table className="inputs-table">
        <caption className="visually-hidden">{t('dataEntry.inputs.caption', { subject: subject.name[locale] })}</caption>
        <thead>
          <tr>
            <th scope="col" className="inputs-table__select">
              <input
                type="checkbox"
                aria-label={t('dataEntry.inputs.selectPage')}
                checked={allSelected}
                disabled={deletable.length === 0}
                onChange={(event) => onSelect(deletable, event.target.checked)}
              />
            </th>
            <th scope="col">{dimensionNames || t('dataEntry.inputs.tags')}</th>
            <th scope="col">{t('dataEntry.inputs.period')}</th>
            <th scope="col">{t('dataEntry.inputs.state')}</th>
            <th scope="col">{t('dataEntry.inputs.updated')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('dataEntry.inputs.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {inputs.map((input) => {
            const name = tagNames(subject, input.tags, locale);
            const label = t('dataEntry.inputs.inputName', { tags: name, period: input.period });
            return (
              <tr key={input.id} className={input.state === 'refused' ? 'inputs-table__row--refused' : undefined}>
                <td className="inputs-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('dataEntry.inputs.select', { name: label })}
                    checked={selected.has(input.id)}
                    disabled={!input.abilities.delete}
                    onChange={(event) => onSelect([input.id], event.target.checked)}
                  />
                </td>
                <th scope="row" className="inputs-table__tags">
                  <Link to={`/admin/subjects/${subject.key}/inputs/${input.id}`}>{name}</Link>
                </th>
                <td data-label={t('dataEntry.inputs.period')}>{input.period}</td>
                <td data-label={t('dataEntry.inputs.state')}>
                  <StateBadge state={input.state} />
                </td>
                <td data-label={t('dataEntry.inputs.updated')} className="inputs-table__updated">
                  <FormattedDate value={input.updated_at} dateStyle="medium" />
                  {input.updated_by && <span className="inputs-table__by">{input.updated_by.email}</span>}
                </td>
                <td className="inputs-table__actions">
                  <Link to={`/admin/subjects/${subject.key}/inputs/${input.id}`} className={buttonClassName({ size: 'small' })} aria-label={t(input.abilities.edit ? 'dataEntry.inputs.editNamed' : 'dataEntry.inputs.openNamed', { name: label })}>
                    {t(input.abilities.edit ? 'dataEntry.inputs.edit' : 'dataEntry.inputs.open')}
                  </Link>
                  {input.abilities.delete && (
                    <ConfirmButton
                      size="small"
                      variant="default"
                      aria-label={t('dataEntry.inputs.deleteNamed', { name: label })}
                      confirm={{ title: t('dataEntry.delete.title'), message: t('dataEntry.delete.one', { name: label }), confirmLabel: t('common.delete'), danger: true }}
                      onConfirm={() => onDelete(input)}
                    >
                      {t('common.delete')}
                    </ConfirmButton>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
    </div>
  );
}
