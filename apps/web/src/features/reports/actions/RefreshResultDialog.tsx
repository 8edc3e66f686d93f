import { useMemo } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { useFigureFormat } from '../../indicators/standard/use-figure-format';
import { useReportIndicators } from '../reports-queries';

export interface ChangedFigure {
  indicator_key: string;
  period: string;
  old: number | null;
  new: number | null;
}

/** What a refresh took into the frozen report: each figure that changed, from what to what, or that nothing did. */
export function RefreshResultDialog({ changed, open, onOpenChange }: { changed: readonly ChangedFigure[] | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const indicators = useReportIndicators();
  const names = useMemo(() => new Map((indicators.data ?? []).map((indicator) => [indicator.key, indicator.name[locale]])), [indicators.data, locale]);
  // Written as the report's tables write figures: the client's delimiters for the language, even digits.
  const format = useFigureFormat(useMemo(() => (changed ?? []).flatMap((change) => [change.old, change.new].filter((value): value is number => value !== null)), [changed]));
  const figure = (value: number | null) => (value === null ? t('reports.refresh.noValue') : format.figure(value));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.refresh.title')}
      size="large"
      footer={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
    >
      {!changed || changed.length === 0 ? (
        <p>{t('reports.refresh.nothing')}</p>
      ) : (
        <>
          <p>{t('reports.refresh.changed', { count: changed.length })}</p>
          <ScrollTable caption={t('reports.refresh.caption')} className="report-refresh-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.refresh.indicator')}</th>
                <th scope="col">{t('reports.refresh.period')}</th>
                <th scope="col" className="report-number">
                  {t('reports.refresh.old')}
                </th>
                <th scope="col" className="report-number">
                  {t('reports.refresh.new')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((change) => (
                <tr key={`${change.indicator_key}-${change.period}`}>
                  <th scope="row">{names.get(change.indicator_key) ?? change.indicator_key}</th>
                  <td>{change.period}</td>
                  <td className="report-number">{figure(change.old)}</td>
                  <td className="report-number">{figure(change.new)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </Modal>
  );
}
