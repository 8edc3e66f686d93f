import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { REPORT_MAX_PAGES, type Report, type ReportItemId } from '@platform/shared/reports/reports.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../ui/form/FormErrorSummary';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { ReportActions } from '../actions/ReportActions';
import { ReportPreview } from '../preview/ReportPreview';
import { ReportBadges } from '../ReportBadges';
import { titleIn } from '../report-text';
import { reportKeys, reportsApi } from '../reports.api';
import { REPORTS_PATH, reportPath } from '../reports-paths';
import { useReport, useReportIndicators, useSaveReport } from '../reports-queries';
import { useReportPeriod } from '../use-report-period';
import { PageEditor } from './PageEditor';
import { bodyOf, draftOf, draftReducer, emptyDraft, newIdMaker, sameDraft, type DraftSettings, type ReportDraft } from './report-draft';
import { fieldIds, placeErrors, type PlacedError } from './report-errors';
import { ReportSettings } from './ReportSettings';
import { usePageEditing } from './use-page-editing';
import '../../../styles/admin-screen.css';
import '../reports.css';

/** /admin/reports/new: an empty report of one page. */
export function NewReportPage() {
  return <ReportBuilder report={null} />;
}

/** /admin/reports/:id: the report as saved, to change (or to read and download, for whom it is shared with). */
export function EditReportPage() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const report = useReport(valid ? id : null);
  if (!valid) return <NotFoundPage />;
  if (report.isPending) return <Loader type="medium" label={t('reports.builder.loading')} />;
  if (report.isError || !report.data) {
    return (
      <div className="admin-screen reports">
        <div className="ui-callout" role="alert">
          <p>{t('reports.builder.failed')}</p>
          <Button size="small" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <ReportBuilder key={report.data.id} report={report.data} />;
}

/** Which fields' errors a change of the report's own fields makes stale. */
const SETTINGS_ERRORS: Record<keyof DraftSettings, readonly string[]> = {
  title: [fieldIds.title('en'), fieldIds.title('fr')],
  date_start: [fieldIds.dateStart, fieldIds.dateEnd],
  date_end: [fieldIds.dateStart, fieldIds.dateEnd],
  orientation: [fieldIds.orientation],
  default_tags: [fieldIds.tags, 'report-tag-'],
  show_indicator_annotations: [],
  show_indicator_html_data: [],
  exact_indicators_copy: [],
};

/** Whether the saved figures (those of the saved page) are still the ones the draft would show. */
const sameFigures = (draft: ReportDraft, saved: ReportDraft | null) =>
  saved !== null &&
  draft.date_start === saved.date_start &&
  draft.date_end === saved.date_end &&
  draft.exact_indicators_copy === saved.exact_indicators_copy &&
  JSON.stringify(draft.default_tags) === JSON.stringify(saved.default_tags);

/**
 * The report builder: its own fields, its pages and their parts (added, moved, copied and deleted by keyboard
 * or by dragging), saved with POST then PUT (carrying the `updated_at` it was read with), and a live preview
 * of the chosen page beside it. A save refused as stale (409) offers to reload; a refused one (422) marks its
 * fields, with a summary that takes the focus. Leaving with unsaved changes asks first.
 */
function ReportBuilder({ report: initial }: { report: Report | null }) {
  const t = useT();
  const { locale } = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const save = useSaveReport();
  const indicators = useReportIndicators();
  const period = useReportPeriod();

  const [saved, setSaved] = useState<Report | null>(initial);
  const [baseline, setBaseline] = useState<ReportDraft>(() => (initial ? draftOf(initial) : emptyDraft()));
  const [draft, dispatch] = useReducer(draftReducer, baseline);
  const newId = useRef(newIdMaker(baseline)).current;
  const [selected, setSelected] = useState<ReportItemId | null>(baseline.pages[0]?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<FormErrorSummaryItem[] | null>(null);
  const [stale, setStale] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const pagesHeadingId = useId();

  // A refusal shown takes the focus, so it is read first and the keyboard starts from it.
  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale]);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const readOnly = saved !== null && !saved.abilities.update;
  const dirty = !readOnly && !sameDraft(draft, baseline);
  const guard = useDirtyGuard(dirty, t('common.dirty.leave'));
  const title = titleIn(draft.title, locale);

  const clearErrors = useCallback((prefix: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([id]) => !id.startsWith(prefix));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);
  const editing = usePageEditing({ draft, dispatch, newId, onSelect: setSelected, clearErrors });

  const changeSettings = (change: Partial<DraftSettings>) => {
    dispatch({ type: 'settings', change });
    for (const key of Object.keys(change) as (keyof DraftSettings)[]) for (const prefix of SETTINGS_ERRORS[key]) clearErrors(prefix);
  };

  /** Takes the server's report as the saved one; the draft follows it unless it has changes of its own to keep. */
  const adopt = (report: Report, { keepDraft }: { keepDraft: boolean }) => {
    const next = draftOf(report);
    if (!keepDraft) {
      // The chosen page stays chosen: the same place in the report, now with its saved id.
      const at = draft.pages.findIndex((page) => page.id === selected);
      setSelected(next.pages[Math.max(0, at)]?.id ?? null);
      dispatch({ type: 'replace', draft: next });
    }
    setSaved(report);
    setBaseline(next);
  };

  const onSave = async (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || save.isPending) return;
    setErrors({});
    setSummary(null);
    setStale(false);
    const body = bodyOf(draft, saved?.updated_at);
    try {
      const report = await save.mutateAsync({ id: saved?.id ?? null, body });
      notify({ level: 'success', message: t('reports.notices.saved', { title: titleIn(report.title, locale) ?? t('reports.untitled') }) });
      if (saved === null) {
        guard.allowNextNavigation();
        navigate(reportPath(report.id), { replace: true });
        return;
      }
      adopt(report, { keepDraft: false });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setStale(true);
      } else if (isApiError(error) && error.kind === 'INVALID') {
        showInvalid(placeErrors(error.details, body));
      } else {
        handleCallError(error, handlers, { isLoad: false });
      }
    }
  };

  const showInvalid = (placed: PlacedError[]) => {
    const messages: Record<string, string> = {};
    const items: FormErrorSummaryItem[] = placed.map(({ place, error }) => {
      const message =
        place.kind === 'field' && place.field === 'date_end' && error.error === 'INVALID'
          ? t('reports.error.dateOrder')
          : place.kind === 'part' && place.field === 'indicator_key' && error.error === 'INVALID'
            ? t('reports.error.unknownIndicator')
            : fieldErrorMessage(t, error);
      if (place.kind !== 'other') messages[place.fieldId] ??= message;
      return { fieldId: place.fieldId, message, label: labelOf(place) };
    });
    setErrors(messages);
    setSummary(items);
  };

  const labelOf = (place: PlacedError['place']): string | undefined => {
    switch (place.kind) {
      case 'field':
        if (place.field.startsWith('title.')) return t('reports.field.title', { language: t(`common.locale.${place.field.slice(6) as 'en' | 'fr'}`) });
        if (place.field === 'date_start') return t('reports.field.dateStart');
        if (place.field === 'date_end') return t('reports.field.dateEnd');
        if (place.field === 'orientation') return t('reports.field.orientation');
        return t('reports.field.defaultTags');
      case 'page':
        return t('reports.page.heading', { page: place.page + 1 });
      case 'part': {
        const type = draft.pages[place.page]?.parts[place.part]?.type;
        return t('reports.part.legend', { page: place.page + 1, part: place.part + 1, type: type ? t(`reports.part.type.${type}`) : '' });
      }
      case 'other':
        return undefined;
    }
  };

  const reload = async () => {
    if (!saved) return;
    try {
      const fresh = await queryClient.fetchQuery({ queryKey: reportKeys.report(saved.id), queryFn: async () => (await reportsApi.show(saved.id)).report, staleTime: 0 });
      setStale(false);
      setErrors({});
      setSummary(null);
      adopt(fresh, { keepDraft: false });
      notify({ level: 'info', message: t('reports.stale.reloaded') });
    } catch (error) {
      handleCallError(error, handlers, { isLoad: false });
    }
  };

  // Ctrl+S (⌘S) saves, as in any editor.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSave();
    }
  };

  const figuresSaved = useMemo(() => sameFigures(draft, saved ? draftOf(saved) : null), [draft, saved]);
  const indicatorList = indicators.data ?? [];

  return (
    <div className="admin-screen reports report-builder" onKeyDown={onKeyDown}>
      <p className="admin-screen__back">
        <Link to={REPORTS_PATH}>{t('reports.builder.back')}</Link>
      </p>
      <div className="admin-builder__head">
        <div>
          <h1>{saved ? (title ?? t('reports.untitled')) : t('reports.builder.newTitle')}</h1>
          <p className="admin-builder__status">
            {saved ? (
              <>
                <span>{period(draft)}</span>
                {saved.owner && <span>{t('reports.builder.owner', { email: saved.owner.email })}</span>}
                <span>{t('reports.builder.savedAt', { date: intl.formatDate(saved.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
                <ReportBadges report={saved} />
              </>
            ) : (
              <span>{t('reports.builder.notSaved')}</span>
            )}
            {dirty && <span className="admin-badge admin-badge--warning">{t('reports.builder.unsaved')}</span>}
            {readOnly && <span className="admin-badge">{t('reports.builder.readOnly')}</span>}
          </p>
        </div>
        <div className="report-builder__save">
          {!readOnly && (
            <Button type="submit" form={formId} variant="primary" loading={save.isPending} disabled={saved !== null && !dirty} aria-keyshortcuts="Control+S">
              {saved ? t('reports.builder.save') : t('reports.builder.create')}
            </Button>
          )}
        </div>
      </div>
      {saved && <ReportActions report={saved} title={title ?? t('reports.untitled')} dirty={dirty} onReport={(report) => adopt(report, { keepDraft: dirty })} onLeave={guard.allowNextNavigation} />}
      {stale && (
        <div ref={staleRef} className="admin-builder__stale ui-callout" role="alert" tabIndex={-1}>
          <p className="admin-builder__stale-title">{t('reports.stale.title')}</p>
          <p>{t('reports.stale.message')}</p>
          <div className="admin-builder__stale-actions">
            <Button variant="primary" size="small" onClick={() => void reload()}>
              {t('reports.stale.reload')}
            </Button>
            <Button size="small" onClick={() => setStale(false)}>
              {t('reports.stale.keep')}
            </Button>
          </div>
        </div>
      )}
      {summary && (
        <div className="admin-builder__invalid">
          <p>{t('errors.notice.fixErrors')}</p>
          <FormErrorSummary ref={summaryRef} errors={summary} />
        </div>
      )}
      <div className="admin-builder__layout">
        <form id={formId} className="report-builder__editor" aria-label={t('reports.builder.form')} noValidate onSubmit={(event) => void onSave(event)}>
          <ReportSettings settings={draft} onChange={changeSettings} errors={errors} readOnly={readOnly} />
          <section className="report-pages" aria-labelledby={pagesHeadingId}>
            <h2 id={pagesHeadingId}>{t('reports.pages.heading', { count: draft.pages.length })}</h2>
            {!readOnly && <p className="report-pages__hint">{t('reports.pages.hint')}</p>}
            <p className="visually-hidden" role="status" aria-live="polite">
              {editing.announcement}
            </p>
            {draft.pages.length === 0 ? (
              <p className="report-page__empty" id={fieldIds.pages} tabIndex={-1}>
                {t('reports.pages.empty')}
              </p>
            ) : (
              <ol className="report-pages__list" id={fieldIds.pages} tabIndex={-1} aria-label={t('reports.pages.listLabel')}>
                {draft.pages.map((page, index) => (
                  <li key={page.id}>
                    <PageEditor
                      page={page}
                      index={index}
                      count={draft.pages.length}
                      selected={page.id === selected || (selected === null && index === 0)}
                      indicators={indicatorList}
                      errors={errors}
                      readOnly={readOnly}
                      on={editing.page}
                      part={editing.part}
                      dropTarget={editing.pageDropTarget === page.id}
                    />
                  </li>
                ))}
              </ol>
            )}
            {!readOnly && (
              <Button id="report-add-page" onClick={editing.addPage} disabled={draft.pages.length >= REPORT_MAX_PAGES}>
                + {t('reports.pages.add')}
              </Button>
            )}
          </section>
          {!readOnly && (
            <div className="admin-builder__footer">
              <Button type="submit" variant="primary" loading={save.isPending} disabled={saved !== null && !dirty}>
                {saved ? t('reports.builder.save') : t('reports.builder.create')}
              </Button>
              <Link to={REPORTS_PATH}>{t('common.cancel')}</Link>
            </div>
          )}
        </form>
        <div className="admin-builder__preview">
          <ReportPreview reportId={saved?.id ?? null} draft={draft} selected={selected} onSelect={setSelected} figuresSaved={figuresSaved} />
        </div>
      </div>
    </div>
  );
}
