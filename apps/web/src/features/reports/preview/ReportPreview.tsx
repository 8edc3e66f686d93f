import { useId, useMemo } from 'react';
import type { ReportItemId, ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import type { DraftPage, ReportDraft } from '../builder/report-draft';
import { titleIn } from '../report-text';
import { useReportPage } from '../reports-queries';
import { PreviewPart } from './PreviewPart';

/**
 * The chosen page as the PDF shows it, beside the editor (under it on narrow screens): the report's title in
 * the header, its parts in order (charts drawn by the public indicator page's chart, tables of figures, text,
 * key figures, page breaks), on a sheet of the report's orientation. It follows the editor as it changes.
 */
export function ReportPreview({
  reportId,
  draft,
  selected,
  onSelect,
  figuresSaved,
}: {
  reportId: number | null;
  draft: ReportDraft;
  selected: ReportItemId | null;
  onSelect: (page: ReportItemId) => void;
  /** Whether the saved report has the draft's period, tags and copy, so the saved page's figures are the ones to show. */
  figuresSaved: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = useId();
  const selectId = useId();
  const index = Math.max(0, draft.pages.findIndex((page) => page.id === selected));
  const page: DraftPage | undefined = draft.pages[index];
  const savedPageId = figuresSaved && typeof page?.id === 'number' ? page.id : null;
  const saved = useReportPage(reportId, savedPageId);
  const savedFigures = useMemo(() => {
    const figures = new Map<string, ReportPartFigures>();
    for (const part of saved.data?.id === savedPageId ? (saved.data?.parts ?? []) : []) if (part.indicator_key && part.figures) figures.set(part.indicator_key, part.figures);
    return figures;
  }, [saved.data, savedPageId]);
  const waitingForSaved = savedPageId !== null && saved.isPending;
  const title = titleIn(draft.title, locale) ?? t('reports.untitled');
  const orientation = t(`reports.orientation.${draft.orientation}`);

  return (
    <section className="report-preview" aria-labelledby={headingId}>
      <div className="report-preview__bar">
        <h2 id={headingId}>{t('reports.preview.heading')}</h2>
        {draft.pages.length > 1 && (
          <div className="report-preview__choose">
            <label htmlFor={selectId}>{t('reports.preview.page')}</label>
            <select id={selectId} className="ui-field__control ui-field__control--select" value={String(page?.id ?? '')} onChange={(event) => {
              const chosen = draft.pages.find((each) => String(each.id) === event.target.value);
              if (chosen) onSelect(chosen.id);
            }}>
              {draft.pages.map((each, at) => (
                <option key={each.id} value={String(each.id)}>
                  {t('reports.page.heading', { page: at + 1 })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="report-preview__hint">{t('reports.preview.hint', { locale })}</p>
      {!page ? (
        <p className="report-sheet__missing">{t('reports.preview.noPage')}</p>
      ) : (
        <div
          className={`report-sheet report-sheet--${draft.orientation}`}
          role="group"
          aria-label={t('reports.preview.sheet', { page: index + 1, pages: draft.pages.length, orientation })}
          lang={locale}
        >
          <header className="report-sheet__header">
            <span className="report-sheet__title">{title}</span>
          </header>
          <div className="report-sheet__body">
            {page.parts.length === 0 && <p className="report-sheet__missing">{t('reports.preview.emptyPage')}</p>}
            {waitingForSaved ? (
              <Loader type="small" label={t('reports.preview.loadingFigures')} />
            ) : (
              page.parts.map((part) => (
                <div key={part.id} className="report-sheet__part">
                  <PreviewPart part={part} draft={draft} saved={part.indicator_key ? savedFigures.get(part.indicator_key) : undefined} />
                </div>
              ))
            )}
          </div>
          <footer className="report-sheet__footer">{t('reports.preview.footer', { page: index + 1, pages: draft.pages.length })}</footer>
        </div>
      )}
    </section>
  );
}
