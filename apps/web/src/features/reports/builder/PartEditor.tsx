import type { DragEvent } from 'react';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { REPORT_PART_DISPLAYS, type ReportItemId } from '@platform/shared/reports/reports.schemas';
import { DEFAULT_EDITOR_CONFIG, SMALL_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { useRichEditorSetup } from '../../../extensions/use-rich-editor-setup';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';
import { LazyRichEditor } from '../../../ui/rich-editor/LazyRichEditor';
import { RichTextHtml } from '../../../ui/rich-editor/RichTextHtml';
import { fieldIds } from './report-errors';
import type { DraftPart } from './report-draft';
import { IndicatorSelect } from './IndicatorSelect';

export interface PartCallbacks {
  change(part: ReportItemId, change: Partial<Omit<DraftPart, 'id'>>): void;
  move(part: ReportItemId, to: number): void;
  duplicate(part: ReportItemId): void;
  remove(part: ReportItemId): void;
  dragStart(part: ReportItemId, event: DragEvent): void;
  dragOver(part: ReportItemId, event: DragEvent): void;
  drop(part: ReportItemId, index: number, event: DragEvent): void;
}

/**
 * One part of a page: what it shows (an indicator's chart, table or both; text in both languages; an indicator's
 * key figure with a caption; a page break), with buttons to move it up or down, copy it and delete it.
 */
export function PartEditor({
  part,
  index,
  count,
  pageNumber,
  indicators,
  errors,
  readOnly,
  on,
  dropTarget,
}: {
  part: DraftPart;
  index: number;
  count: number;
  pageNumber: number;
  indicators: readonly IndicatorListItem[];
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  on: PartCallbacks;
  dropTarget: boolean;
}) {
  const t = useT();
  const where = { part: index + 1, page: pageNumber };
  const kind = t(`reports.part.type.${part.type}`);
  const id = fieldIds.part(part.id);
  const partError = errors[id];
  return (
    <div
      className={['report-part', `report-part--${part.type}`, dropTarget && 'report-part--drop'].filter(Boolean).join(' ')}
      onDragOver={(event) => on.dragOver(part.id, event)}
      onDrop={(event) => on.drop(part.id, index, event)}
    >
      <fieldset id={id} tabIndex={-1} className="report-part__fieldset" aria-describedby={partError ? `${id}-error` : undefined}>
        <legend className="report-part__legend">{t('reports.part.legend', { ...where, type: kind })}</legend>
        {!readOnly && (
          <div className="report-part__tools" role="group" aria-label={t('reports.part.actions', where)}>
            <span
              className="report-drag-handle"
              draggable
              title={t('reports.part.drag')}
              aria-hidden="true"
              onDragStart={(event) => on.dragStart(part.id, event)}
            >
              ⠿
            </span>
            <Button id={`${id}-up`} size="small" disabled={index === 0} aria-label={t('reports.part.moveUp', where)} onClick={() => on.move(part.id, index - 1)}>
              {t('reports.action.moveUp')}
            </Button>
            <Button id={`${id}-down`} size="small" disabled={index === count - 1} aria-label={t('reports.part.moveDown', where)} onClick={() => on.move(part.id, index + 1)}>
              {t('reports.action.moveDown')}
            </Button>
            <Button size="small" aria-label={t('reports.part.duplicate', where)} onClick={() => on.duplicate(part.id)}>
              {t('reports.action.duplicate')}
            </Button>
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('reports.part.delete', where)}
              confirm={{ title: t('reports.part.delete.title'), message: t('reports.part.delete.message', { ...where, type: kind }), confirmLabel: t('reports.action.delete'), danger: true }}
              onConfirm={() => on.remove(part.id)}
            >
              {t('reports.action.delete')}
            </ConfirmButton>
          </div>
        )}
        <PartFields part={part} indicators={indicators} errors={errors} readOnly={readOnly} onChange={(change) => on.change(part.id, change)} where={where} />
        <FieldError id={`${id}-error`} error={partError} />
      </fieldset>
    </div>
  );
}

function PartFields({
  part,
  indicators,
  errors,
  readOnly,
  onChange,
  where,
}: {
  part: DraftPart;
  indicators: readonly IndicatorListItem[];
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  onChange: (change: Partial<Omit<DraftPart, 'id'>>) => void;
  where: { part: number; page: number };
}) {
  const t = useT();
  const displayId = fieldIds.partField(part.id, 'display');
  const displayError = errors[displayId];
  switch (part.type) {
    case 'indicator':
      return (
        <div className="report-part__fields">
          <IndicatorSelect
            id={fieldIds.partField(part.id, 'indicator_key')}
            label={t('reports.part.indicator')}
            value={part.indicator_key}
            onChange={(indicator_key) => onChange({ indicator_key })}
            indicators={indicators}
            error={errors[fieldIds.partField(part.id, 'indicator_key')]}
            disabled={readOnly}
          />
          <fieldset className="report-part__display" disabled={readOnly} aria-describedby={displayError ? `${displayId}-error` : undefined}>
            <legend className="report-settings__legend">{t('reports.part.display')}</legend>
            <div className="report-settings__radio-row">
              {REPORT_PART_DISPLAYS.map((display, at) => (
                <label key={display} className="report-radio">
                  <input
                    id={at === 0 ? displayId : undefined}
                    type="radio"
                    name={`${displayId}-${where.page}-${where.part}`}
                    value={display}
                    checked={part.display === display}
                    onChange={() => onChange({ display })}
                  />
                  <span>{t(`reports.part.display.${display}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${displayId}-error`} error={displayError} />
          </fieldset>
        </div>
      );
    case 'key_figures':
      return (
        <div className="report-part__fields">
          <p className="report-part__hint">{t('reports.part.keyFigures.hint')}</p>
          <IndicatorSelect
            id={fieldIds.partField(part.id, 'indicator_key')}
            label={t('reports.part.indicator')}
            value={part.indicator_key}
            onChange={(indicator_key) => onChange({ indicator_key })}
            indicators={indicators}
            error={errors[fieldIds.partField(part.id, 'indicator_key')]}
            disabled={readOnly}
          />
          <LocalizedHtmlFields part={part} small readOnly={readOnly} errors={errors} onChange={onChange} labelKey="reports.part.caption" />
        </div>
      );
    case 'text':
      return (
        <div className="report-part__fields">
          <LocalizedHtmlFields part={part} small={false} readOnly={readOnly} errors={errors} onChange={onChange} labelKey="reports.part.text" />
        </div>
      );
    case 'page_break':
      return <p className="report-part__hint">{t('reports.part.pageBreak.hint')}</p>;
  }
}

/** Rich text in both languages, with the shared editor (or as it reads, for who may not change it). */
function LocalizedHtmlFields({
  part,
  small,
  readOnly,
  errors,
  onChange,
  labelKey,
}: {
  part: DraftPart;
  small: boolean;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<Omit<DraftPart, 'id'>>) => void;
  labelKey: 'reports.part.caption' | 'reports.part.text';
}) {
  const t = useT();
  const editor = useRichEditorSetup(small ? SMALL_EDITOR_CONFIG : DEFAULT_EDITOR_CONFIG, { clientFormats: !small });
  return (
    <div className="report-part__languages">
      {(['en', 'fr'] as const).map((language) => {
        const label = t(labelKey, { language: t(`common.locale.${language}`) });
        const id = fieldIds.partField(part.id, `html.${language}`);
        if (readOnly) {
          return (
            <div key={language} className="report-part__reading" lang={language}>
              <p className="report-settings__legend">{label}</p>
              {part.html[language] ? <RichTextHtml html={part.html[language]} /> : <p className="reports-muted">{t('reports.part.noText')}</p>}
            </div>
          );
        }
        return (
          <LazyRichEditor
            key={language}
            id={id}
            label={label}
            value={part.html[language]}
            onChange={(value) => onChange({ html: { ...part.html, [language]: value } })}
            error={errors[id]}
            config={editor.config}
            palette={editor.palette}
          />
        );
      })}
    </div>
  );
}
