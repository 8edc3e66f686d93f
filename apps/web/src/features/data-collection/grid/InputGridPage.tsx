import { useCallback, useMemo, useReducer, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Select } from '../../../ui/form/Select';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { useSubject } from '../data-collection-queries';
import type { CellFormat } from './cell-value';
import { usePeriodInputs } from './grid-queries';
import { buildGridRows, EMPTY_GRID_STATE, rowsToSend, type GridRow, type SaveMode } from './grid-rows';
import { gridReducer, type CellEdit } from './grid-state';
import { InputGrid } from './InputGrid';
import { JustifyDialog } from './JustifyDialog';
import { LoadFailed } from './LoadFailed';
import { useRowSender } from './useRowSender';
import './grid-page.css';
import './input-grid.css';

/** /admin/subjects/:key/inputs/new/grid: a period's values for every tag leaf the user acts for, in one grid. */
export function InputGridPage() {
  const { key = '' } = useParams();
  const subject = useSubject(key);
  if (subject.isPending) return <Loader type="large" />;
  if (subject.isError) return <LoadFailed onRetry={() => void subject.refetch()} />;
  return <InputGridScreen key={key} subject={subject.data} />;
}

function InputGridScreen({ subject }: { subject: Subject }) {
  const t = useT();
  const { locale } = useLocale();
  const settings = useClient().settings;
  const confirm = useConfirm();
  const { notify } = useNotices();
  const format = useMemo<CellFormat>(() => ({ locale, delimiters: adminDelimitersOf(settings, locale) }), [settings, locale]);
  const dateBounds = useMemo(() => ({ beginning: settings.dates.beginning_of_time, end: settings.dates.end_of_time }), [settings.dates]);
  const dimension = subject.tag_dimensions[0];
  const [period, setPeriod] = useState<string | null>(subject.open_period ?? subject.periods.at(-1) ?? null);
  const previousPeriod = period === null ? '' : String(Number(period) - 1);

  const inputs = usePeriodInputs(subject.key, period);
  const previous = usePeriodInputs(subject.key, previousPeriod, { state: 'approved', enabled: period !== null, handlesErrors: true });
  const [state, dispatch] = useReducer(gridReducer, EMPTY_GRID_STATE);
  const rows = useMemo(
    () =>
      buildGridRows(
        {
          leaves: dimension?.leaves ?? [],
          dimensionKey: dimension?.key ?? '',
          inputs: inputs.data ?? [],
          previousInputs: previous.data ?? [],
          canEnter: subject.abilities.enter,
        },
        state,
      ),
    [dimension, inputs.data, previous.data, subject.abilities.enter, state],
  );
  const unsaved = Object.keys(state.edits).length;
  useDirtyGuard(unsaved > 0, t('common.dirty.leave'));

  const sender = useRowSender({ subjectKey: subject.key, period: period ?? '', dimensionKey: dimension?.key ?? '', fields: subject.fields, dateBounds, dispatch });
  const [justifying, setJustifying] = useState<string | null>(null);
  const fieldsById = useMemo(() => new Map(subject.fields.map((field) => [field.id, field])), [subject.fields]);

  const onEdit = useCallback(
    (cells: CellEdit[]) => {
      const bases = Object.fromEntries(rows.map((row) => [row.id, row.input?.values ?? {}]));
      dispatch({ type: 'edit', cells, bases });
    },
    [rows],
  );

  const [sending, setSending] = useState<SaveMode | null>(null);
  const send = async (toSend: GridRow[], mode: SaveMode, justification?: string) => {
    if (toSend.length === 0) {
      notify({ level: 'info', message: t('inputGrid.nothingToSend') });
      return;
    }
    setSending(mode);
    const { saved, failed } = await sender.sendRows(toSend, mode, justification).finally(() => setSending(null));
    notify(
      failed === 0
        ? { level: 'success', message: t('inputGrid.sent', { saved }) }
        : { level: 'warning', message: t('inputGrid.sentWithProblems', { saved, failed }) },
    );
  };

  const changePeriod = async (next: string) => {
    if (unsaved > 0 && period !== null) {
      const leave = await confirm({
        title: t('inputGrid.changePeriod.title'),
        message: t('inputGrid.changePeriod.message', { period }),
        confirmLabel: t('inputGrid.changePeriod.confirm'),
        danger: true,
      });
      if (!leave) return;
    }
    dispatch({ type: 'reset' });
    setPeriod(next);
  };

  const subjectPath = `/admin/subjects/${encodeURIComponent(subject.key)}`;
  const formHref = useCallback(
    (row: GridRow) => {
      if (row.input) return `${subjectPath}/inputs/${row.input.id}`;
      const query = new URLSearchParams({ period: period ?? '', [dimension?.key ?? 'tag']: row.id });
      return `${subjectPath}/inputs/new/single?${query.toString()}`;
    },
    [subjectPath, period, dimension],
  );
  const inputHref = useCallback((inputId: number) => `${subjectPath}/inputs/${inputId}`, [subjectPath]);

  const justifyRow = rows.find((row) => row.id === justifying);
  const justifyStatus = justifyRow?.status?.kind === 'variation' ? justifyRow.status : null;

  return (
    <div className="input-grid-page">
      <p className="input-grid-page__back">
        <Link to={subjectPath}>{t('inputGrid.backToSubject')}</Link>
      </p>
      <h1>{t('inputGrid.title', { subject: subject.name[locale] })}</h1>
      {period === null ? (
        <p>{t('inputGrid.noPeriod')}</p>
      ) : (
        <>
          <div className="input-grid-page__bar">
            <Select
              label={t('inputGrid.period')}
              size="small"
              value={period}
              disabled={sender.busy}
              options={[...subject.periods].reverse().map((value) => ({
                value,
                label: value === subject.open_period ? t('inputGrid.openPeriod', { period: value }) : value,
              }))}
              onChange={(event) => void changePeriod(event.target.value)}
            />
            <Link to={`${subjectPath}/historical_data`}>{t('inputGrid.pastPeriodsLink')}</Link>
          </div>
          {rows.length === 0 ? (
            <p className="input-grid-page__empty">{t('inputGrid.empty')}</p>
          ) : inputs.isPending ? (
            <Loader type="medium" />
          ) : inputs.isError ? (
            <LoadFailed onRetry={() => void inputs.refetch()} />
          ) : (
            <>
              <p className="input-grid-page__help">{t('inputGrid.keyboardHelp')}</p>
              {previous.isError && <p className="input-grid-page__warning">{t('inputGrid.previousFailed')}</p>}
              <InputGrid
                subject={subject}
                period={period}
                previousPeriod={previousPeriod}
                rows={rows}
                format={format}
                dateBounds={dateBounds}
                readOnly={sender.busy}
                label={t('inputGrid.gridLabel', { period })}
                onEdit={onEdit}
                onJustify={setJustifying}
                formHref={formHref}
                inputHref={inputHref}
              />
              <div className="input-grid-page__actions">
                <p className="input-grid-page__progress" role="status">
                  {sender.progress ? t('inputGrid.sending', sender.progress) : t('inputGrid.unsavedRows', { count: unsaved })}
                </p>
                <p className="input-grid-page__help">{t('inputGrid.actionsHelp')}</p>
                <div className="input-grid-page__buttons">
                  <Button loading={sending === 'draft'} disabled={sending !== null} onClick={() => void send(rowsToSend(rows, 'draft'), 'draft')}>
                    {t('inputGrid.saveDrafts')}
                  </Button>
                  <Button variant="primary" loading={sending === 'submit'} disabled={sending !== null} onClick={() => void send(rowsToSend(rows, 'submit'), 'submit')}>
                    {t('inputGrid.submit')}
                  </Button>
                </div>
              </div>
            </>
          )}
        </>
      )}
      {justifyRow && justifyStatus && (
        <JustifyDialog
          row={justifyRow}
          fieldIds={justifyStatus.fieldIds}
          fieldsById={fieldsById}
          threshold={subject.variation_threshold}
          format={format}
          onCancel={() => setJustifying(null)}
          onSend={(justification) => {
            setJustifying(null);
            void send([justifyRow], justifyStatus.mode, justification);
          }}
        />
      )}
    </div>
  );
}
