import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { Template } from '@platform/shared/questionnaires/templates.schemas';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { Button } from '../../../../ui/button/Button';
import { useDirtyGuard } from '../../../../ui/dirty-guard/useDirtyGuard';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../../ui/form/FormErrorSummary';
import { TextField } from '../../../../ui/form/TextField';
import { useT } from '../../../../ui/i18n/useT';
import { useNotices } from '../../../../ui/notices/useNotices';
import { TEMPLATES_PATH, templatePath } from '../../questionnaires-paths';
import { nameIn } from '../template-text';
import { TemplateStateBadge } from '../TemplateStateBadge';
import { useTemplateConfig } from '../templates-queries';
import { SectionEditor } from './SectionEditor';
import { TemplateActions } from './TemplateActions';
import { draftOf, emptyDraft, keepingUids, questionsOf, sameDraft, type TemplateDraft } from './template-draft';
import { templateErrorMessage, type PlacedError } from './template-errors';
import { templateIds } from './template-ids';
import { TemplatePreview } from './TemplatePreview';
import { useErrorLabels } from './use-error-labels';
import { useTemplateEditing } from './use-template-editing';
import { useTemplateSave } from './use-template-save';
import { questionNamer } from './version-change';
import { VersionChangeDialog } from './VersionChangeDialog';

/**
 * The template builder: its names, its sections and their questions (added, renamed, moved and deleted by
 * keyboard), saved with POST then PUT (carrying the `updated_at` it was read with), with the questionnaire as
 * respondents will see it beside. A stale save (409) offers to reload; a refused one (422) marks its fields with a
 * summary that takes the focus; a save making a new version asks first, showing what it does to the answers.
 * Leaving with unsaved changes asks first.
 */
export function TemplateBuilder({ template: initial }: { template: Template | null }) {
  const t = useT();
  const { locale } = useLocale();
  const intl = useIntl();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const config = useTemplateConfig();

  const [saved, setSaved] = useState<Template | null>(initial);
  const [baseline, setBaseline] = useState<TemplateDraft>(() => (initial ? draftOf(initial) : emptyDraft()));
  const [draft, setDraft] = useState<TemplateDraft>(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<FormErrorSummaryItem[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const sectionsHeadingId = useId();
  const labelOf = useErrorLabels();

  const readOnly = saved !== null && !saved.abilities.update;
  const dirty = !readOnly && !sameDraft(draft, baseline);
  const guard = useDirtyGuard(dirty, t('common.dirty.leave'));
  const name = nameIn(draft.name, locale);

  const clearErrors = useCallback((prefix: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([id]) => !id.startsWith(prefix));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);
  const errorOf = (controlId: string) => errors[controlId];
  const editing = useTemplateEditing({ draft, setDraft, clearErrors });

  /** Takes the server's template as the saved one; the draft follows it unless it has changes of its own to keep. */
  const adopt = (template: Template, from: TemplateDraft) => {
    const next = keepingUids(draftOf(template), from);
    setSaved(template);
    setBaseline(next);
    setDraft((current) => (sameDraft(current, from) ? next : current));
  };

  const showInvalid = (placed: PlacedError[], sent: TemplateDraft) => {
    const messages: Record<string, string> = {};
    const items = placed.map(({ place, path, error }) => {
      const message = templateErrorMessage(t, path, error);
      if (place.kind !== 'other') messages[place.controlId] ??= message;
      return { fieldId: place.controlId, message, label: labelOf(place, sent) };
    });
    setErrors(messages);
    setSummary(items);
  };

  const save = useTemplateSave({
    saved,
    onSaved: (template, sent, newVersion) => {
      const savedName = nameIn(template.name, locale) ?? t('questionnaireTemplates.unnamed');
      notify({
        level: 'success',
        message: newVersion ? t('questionnaireTemplates.notices.savedVersion', { name: savedName, version: template.version }) : t('questionnaireTemplates.notices.saved', { name: savedName }),
      });
      if (saved === null) {
        guard.allowNextNavigation();
        navigate(templatePath(template.id), { replace: true });
      } else adopt(template, sent);
    },
    onInvalid: showInvalid,
  });
  const nameOfQuestion = useMemo(
    () => questionNamer(save.versionChange?.body.sections ?? [], saved?.sections ?? [], locale),
    [save.versionChange, saved, locale],
  );

  // A refusal shown takes the focus, so it is read first and the keyboard starts from it.
  useEffect(() => {
    if (save.stale) staleRef.current?.focus();
  }, [save.stale]);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const onSave = (event?: FormEvent) => {
    event?.preventDefault();
    // Nothing to save: a saved template unchanged is not sent again (it could only ask for a version for nothing).
    if (readOnly || save.pending || (saved !== null && !dirty)) return;
    setErrors({});
    setSummary(null);
    void save.save(draft);
  };
  // Ctrl+S (⌘S) saves, as in any editor.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      onSave();
    }
  };
  const reload = async () => {
    const fresh = await save.reload();
    if (!fresh) return;
    setErrors({});
    setSummary(null);
    const next = keepingUids(draftOf(fresh), draft);
    setSaved(fresh);
    setBaseline(next);
    setDraft(next);
  };

  const questionCount = questionsOf(draft).length;
  const saveLabel = saved ? t('questionnaireTemplates.builder.save') : t('questionnaireTemplates.builder.create');
  return (
    <div className="admin-screen templates template-builder" onKeyDown={onKeyDown}>
      <p className="admin-screen__back">
        <Link to={TEMPLATES_PATH}>{t('questionnaireTemplates.builder.back')}</Link>
      </p>
      <div className="admin-builder__head">
        <div>
          <h1 id={templateIds.title} tabIndex={-1}>
            {saved ? (name ?? t('questionnaireTemplates.unnamed')) : t('questionnaireTemplates.builder.newTitle')}
          </h1>
          <p className="admin-builder__status">
            {saved ? (
              <>
                <TemplateStateBadge state={saved.state} />
                <span>{t('questionnaireTemplates.builder.version', { version: saved.version })}</span>
                <span>{t('questionnaireTemplates.builder.questionnaires', { count: saved.questionnaires_count })}</span>
                <span>{t('questionnaireTemplates.builder.savedAt', { date: intl.formatDate(saved.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
              </>
            ) : (
              <span>{t('questionnaireTemplates.builder.notSaved')}</span>
            )}
            {dirty && <span className="admin-badge admin-badge--warning">{t('questionnaireTemplates.builder.unsaved')}</span>}
          </p>
        </div>
        {!readOnly && (
          <Button type="submit" form={formId} variant="primary" loading={save.pending} disabled={saved !== null && !dirty} aria-keyshortcuts="Control+S">
            {saveLabel}
          </Button>
        )}
      </div>
      {saved && <TemplateActions template={saved} name={name ?? t('questionnaireTemplates.unnamed')} dirty={dirty} onTemplate={(template) => adopt(template, draft)} onLeave={guard.allowNextNavigation} />}
      {readOnly && <p className="template-builder__read-only ui-callout">{t(saved?.state === 'archived' ? 'questionnaireTemplates.builder.archived' : 'questionnaireTemplates.builder.readOnly')}</p>}
      {saved && saved.questionnaires_count > 0 && !readOnly && <p className="template-builder__versioned">{t('questionnaireTemplates.builder.inUse', { count: saved.questionnaires_count })}</p>}
      {save.stale && (
        <div ref={staleRef} className="admin-builder__stale ui-callout" role="alert" tabIndex={-1}>
          <p className="admin-builder__stale-title">{t('questionnaireTemplates.stale.title')}</p>
          <p>{t('questionnaireTemplates.stale.message')}</p>
          <div className="admin-builder__stale-actions">
            <Button variant="primary" size="small" onClick={() => void reload()}>
              {t('questionnaireTemplates.stale.reload')}
            </Button>
            <Button size="small" onClick={save.keepStale}>
              {t('questionnaireTemplates.stale.keep')}
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
        <form id={formId} className="template-builder__editor" aria-label={t('questionnaireTemplates.builder.form')} noValidate onSubmit={onSave}>
          <fieldset className="template-builder__fields" disabled={readOnly}>
            <section className="template-panel" aria-label={t('questionnaireTemplates.builder.names')}>
              <div className="template-columns">
                {LOCALES.map((language) => (
                  <TextField
                    key={language}
                    id={templateIds.name(language)}
                    label={t('questionnaireTemplates.field.templateName', { language: t(`questionnaireTemplates.language.${language}`) })}
                    lang={language}
                    required
                    maxLength={config.limits.name_max}
                    value={draft.name[language]}
                    error={errorOf(templateIds.name(language))}
                    onChange={(event) => {
                      const text = event.target.value;
                      setDraft((current) => ({ ...current, name: { ...current.name, [language]: text } }));
                      clearErrors(templateIds.name(language));
                    }}
                  />
                ))}
              </div>
            </section>
            <section className="template-panel" aria-labelledby={sectionsHeadingId}>
              <h2 id={sectionsHeadingId}>{t('questionnaireTemplates.sections.heading', { sections: draft.sections.length, questions: questionCount })}</h2>
              <p className="templates-muted">{t('questionnaireTemplates.sections.hint')}</p>
              <p className="visually-hidden" role="status" aria-live="polite">
                {editing.announcement}
              </p>
              {draft.sections.length === 0 ? (
                <p className="templates-muted" id={templateIds.sections} tabIndex={-1}>
                  {t('questionnaireTemplates.sections.empty')}
                </p>
              ) : (
                <ol className="template-sections" id={templateIds.sections} tabIndex={-1} aria-label={t('questionnaireTemplates.sections.listLabel')}>
                  {draft.sections.map((section, index) => (
                    <li key={section.uid}>
                      <SectionEditor
                        draft={draft}
                        section={section}
                        index={index}
                        fieldTypes={config.field_types}
                        limits={{ fieldsPerSection: config.limits.fields_per_section_max, fieldsLeft: config.limits.fields_max - questionCount, choices: config.limits.choices_per_field_max }}
                        on={editing.section}
                        question={editing.question}
                        errorOf={errorOf}
                      />
                    </li>
                  ))}
                </ol>
              )}
              <Button id={templateIds.addSection} onClick={editing.addSection} disabled={draft.sections.length >= config.limits.sections_max}>
                + {t('questionnaireTemplates.sections.add')}
              </Button>
            </section>
          </fieldset>
          {!readOnly && (
            <div className="admin-builder__footer">
              <Button type="submit" variant="primary" loading={save.pending} disabled={saved !== null && !dirty}>
                {saveLabel}
              </Button>
              <Link to={TEMPLATES_PATH}>{t('common.cancel')}</Link>
            </div>
          )}
        </form>
        <div className="admin-builder__preview">
          <TemplatePreview draft={draft} />
        </div>
      </div>
      <VersionChangeDialog
        impact={save.versionChange?.impact ?? null}
        version={saved?.version ?? 1}
        nameOf={nameOfQuestion}
        saving={save.pending}
        onConfirm={() => void save.confirmVersionChange()}
        onCancel={save.cancelVersionChange}
      />
    </div>
  );
}
