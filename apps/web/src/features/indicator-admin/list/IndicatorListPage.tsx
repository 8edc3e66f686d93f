import { useState } from 'react';
import { FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import type { IndicatorSummary } from '@platform/shared/indicators/indicator-list.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { EmptyState } from '../../../ui/query-state/EmptyState';
import { QueryState } from '../../../ui/query-state/QueryState';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { NEW_KEY } from '../definition/definition-errors';
import { useIndicatorSummaries } from '../indicator-admin-queries';
import { indicatorAdminPath } from '../indicator-admin-paths';
import { calculationSummary } from './calculation-summary';
import { groupedBySection } from './indicator-list-rows';
import '../indicator-admin.css';

const COLUMNS = 5;

/** /admin/indicators: every indicator by section, with its path, type, calculation and last revision; a filter; a new one. */
export function IndicatorListPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useIndicatorSummaries();
  const [filter, setFilter] = useState('');
  const groups = groupedBySection(list.data ?? [], filter, locale);

  return (
    <div className="indicator-admin">
      <div className="indicator-admin__toolbar">
        <h1>{t('indicatorAdmin.title')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={indicatorAdminPath(NEW_KEY)}>
          {t('indicatorAdmin.list.new')}
        </Link>
      </div>
      <p className="indicator-admin__intro">{t('indicatorAdmin.list.intro')}</p>
      <QueryState
        query={list}
        loadingLabel={t('indicatorAdmin.list.loading')}
        failedMessage={t('indicatorAdmin.list.failed')}
        isEmpty={(indicators) => indicators.length === 0}
        emptyMessage={t('indicatorAdmin.list.empty')}
      >
        {() => (
          <>
            <div role="search" className="indicator-admin__filter">
              <TextField type="search" size="medium" label={t('indicatorAdmin.list.filter')} hint={t('indicatorAdmin.list.filter.hint')} value={filter} onChange={(event) => setFilter(event.target.value)} />
            </div>
            <p className="indicator-admin__count" role="status">
              {filter.trim() === '' ? '' : t('indicatorAdmin.list.matching', { count: groups.reduce((total, group) => total + group.items.length, 0) })}
            </p>
            {groups.length === 0 ? (
              <EmptyState>{t('indicatorAdmin.list.noMatch')}</EmptyState>
            ) : (
              <ScrollTable caption={t('indicatorAdmin.title')} className="indicator-admin__table indicator-admin__table--stacking" scrollClassName="indicator-admin__table-scroll">
                <thead>
                  <tr>
                    <th scope="col">{t('indicatorAdmin.list.name')}</th>
                    <th scope="col">{t('indicatorAdmin.list.path')}</th>
                    <th scope="col">{t('indicatorAdmin.list.type')}</th>
                    <th scope="col">{t('indicatorAdmin.list.calculation')}</th>
                    <th scope="col">{t('indicatorAdmin.list.revised')}</th>
                  </tr>
                </thead>
                {groups.map((group) => (
                  <tbody key={group.section}>
                    <tr className="ui-table__group">
                      <th scope="rowgroup" colSpan={COLUMNS}>
                        {t('indicatorAdmin.list.section', { section: group.items.find((item) => item.section_name)?.section_name?.[locale] ?? group.section })}
                      </th>
                    </tr>
                    {group.items.map((item) => (
                      <IndicatorRow key={item.key} item={item} name={item.name[locale]} />
                    ))}
                  </tbody>
                ))}
              </ScrollTable>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function IndicatorRow({ item, name }: { item: IndicatorSummary; name: string }) {
  const t = useT();
  return (
    <tr>
      <th scope="row" className="indicator-admin__name">
        <Link to={indicatorAdminPath(item.key)}>{name}</Link>
        <span className="indicator-admin__key">{item.key}</span>
      </th>
      <td className="indicator-admin__path" data-label={t('indicatorAdmin.list.path')}>
        {item.path}
      </td>
      <td data-label={t('indicatorAdmin.list.type')}>{t(`indicatorAdmin.type.${item.type}`)}</td>
      <td className="indicator-admin__summary" data-label={t('indicatorAdmin.list.calculation')}>
        {calculationSummary(t, item.calculation)}
      </td>
      <td className="indicator-admin__date" data-label={t('indicatorAdmin.list.revised')}>
        {item.revised_at ? <FormattedDate value={item.revised_at} dateStyle="medium" /> : <span className="indicator-admin__muted">{t('indicatorAdmin.list.notRevised')}</span>}
      </td>
    </tr>
  );
}
