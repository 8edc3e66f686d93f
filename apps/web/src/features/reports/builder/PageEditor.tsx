import type { DragEvent } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { REPORT_MAX_PARTS_PER_PAGE, REPORT_PART_TYPES, type ReportItemId, type ReportPartType } from '@platform/shared/reports/reports.schemas';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';
import { fieldIds } from './report-errors';
import type { DraftPage } from './report-draft';
import { PartEditor, type PartCallbacks } from './PartEditor';

export interface PageCallbacks {
  select(page: ReportItemId): void;
  move(page: ReportItemId, to: number): void;
  duplicate(page: ReportItemId): void;
  remove(page: ReportItemId): void;
  addPart(page: ReportItemId, type: ReportPartType): void;
  dragStart(page: ReportItemId, event: DragEvent): void;
  dragOver(page: ReportItemId, event: DragEvent): void;
  drop(page: ReportItemId, index: number, event: DragEvent): void;
}

/**
 * One page of the report: its parts in order and what to add to it, with buttons to preview, move, copy and
 * delete it. Focusing anything in it shows it in the preview.
 */
export function PageEditor({
  page,
  index,
  count,
  selected,
  indicators,
  errors,
  readOnly,
  on,
  part,
  dropTarget,
}: {
  page: DraftPage;
  index: number;
  count: number;
  selected: boolean;
  indicators: readonly IndicatorListItem[];
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  on: PageCallbacks;
  part: PartCallbacks & { dropTarget: ReportItemId | null };
  dropTarget: boolean;
}) {
  const t = useT();
  const number = index + 1;
  const id = fieldIds.page(page.id);
  const pageError = errors[id];
  const full = page.parts.length >= REPORT_MAX_PARTS_PER_PAGE;
  return (
    <section
      className={['report-page', selected && 'report-page--selected', dropTarget && 'report-page--drop'].filter(Boolean).join(' ')}
      aria-labelledby={id}
      onFocus={() => on.select(page.id)}
      onDragOver={(event) => on.dragOver(page.id, event)}
      onDrop={(event) => on.drop(page.id, index, event)}
    >
      <header className="report-page__header">
        {!readOnly && (
          <span className="report-drag-handle" draggable title={t('reports.page.drag')} aria-hidden="true" onDragStart={(event) => on.dragStart(page.id, event)}>
            ⠿
          </span>
        )}
        <h3 id={id} tabIndex={-1} className="report-page__title">
          {t('reports.page.heading', { page: number })}
        </h3>
        <span className="report-page__count">{t('reports.page.parts', { count: page.parts.length })}</span>
        <div className="report-page__tools" role="group" aria-label={t('reports.page.actions', { page: number })}>
          <Button size="small" aria-pressed={selected} aria-label={t('reports.page.previewOne', { page: number })} onClick={() => on.select(page.id)}>
            {t('reports.page.preview')}
          </Button>
          {!readOnly && (
            <>
              <Button id={`${id}-up`} size="small" disabled={index === 0} aria-label={t('reports.page.moveUp', { page: number })} onClick={() => on.move(page.id, index - 1)}>
                {t('reports.action.moveUp')}
              </Button>
              <Button
                id={`${id}-down`}
                size="small"
                disabled={index === count - 1}
                aria-label={t('reports.page.moveDown', { page: number })}
                onClick={() => on.move(page.id, index + 1)}
              >
                {t('reports.action.moveDown')}
              </Button>
              <Button size="small" aria-label={t('reports.page.duplicate', { page: number })} onClick={() => on.duplicate(page.id)}>
                {t('reports.action.duplicate')}
              </Button>
              <ConfirmButton
                size="small"
                variant="default"
                aria-label={t('reports.page.delete', { page: number })}
                confirm={{
                  title: t('reports.page.delete.title'),
                  message: t('reports.page.delete.message', { page: number, count: page.parts.length }),
                  confirmLabel: t('reports.action.delete'),
                  danger: true,
                }}
                onConfirm={() => on.remove(page.id)}
              >
                {t('reports.action.delete')}
              </ConfirmButton>
            </>
          )}
        </div>
      </header>
      <FieldError id={`${id}-error`} error={pageError} />
      {page.parts.length === 0 ? (
        <p className="report-page__empty">{readOnly ? t('reports.page.emptyReader') : t('reports.page.empty')}</p>
      ) : (
        <ol className="report-page__parts" aria-label={t('reports.page.partsLabel', { page: number })}>
          {page.parts.map((each, at) => (
            <li key={each.id}>
              <PartEditor
                part={each}
                index={at}
                count={page.parts.length}
                pageNumber={number}
                indicators={indicators}
                errors={errors}
                readOnly={readOnly}
                on={part}
                dropTarget={part.dropTarget === each.id}
              />
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <div className="report-page__add" role="group" aria-label={t('reports.page.add', { page: number })}>
          <span className="report-page__add-label" aria-hidden="true">
            {t('reports.page.addLabel')}
          </span>
          {REPORT_PART_TYPES.map((type) => (
            <Button key={type} size="small" disabled={full} aria-label={t('reports.page.addOne', { page: number, type: t(`reports.part.type.${type}`) })} onClick={() => on.addPart(page.id, type)}>
              + {t(`reports.part.type.${type}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
