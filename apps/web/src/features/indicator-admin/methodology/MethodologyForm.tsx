import { useId, useRef } from 'react';
import { Controller, get, useForm, type Path } from 'react-hook-form';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { Indicator, LocalizedHtml } from '@platform/shared/indicators/indicator.schemas';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { isApiError } from '../../../app/api/api-error';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { useRichEditorSetup } from '../../../extensions/use-rich-editor-setup';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { LazyRichEditor } from '../../../ui/rich-editor/LazyRichEditor';
import { unchangedBodyOf } from '../definition/definition-form-values';
import { useSaveIndicator } from '../indicator-admin-queries';
import { useFocusFirstError } from '../../../ui/form/useFocusFirstError';

interface MethodologyValues {
  methodology: LocalizedHtml;
  notes: LocalizedHtml;
}

const TEXTS = ['methodology', 'notes'] as const;

const valuesOf = (indicator: Indicator): MethodologyValues => ({ methodology: { ...indicator.methodology }, notes: { ...indicator.notes } });

/** Where an error of the PUT shows: the body's `indicator.methodology.en` is the form's `methodology.en`. */
const formPathOf = (path: string): string | null => {
  const inner = path.startsWith('indicator.') ? path.slice('indicator.'.length) : path;
  return /^(methodology|notes)\.(en|fr)$/.test(inner) ? inner : null;
};

/** The methodology and the notes in each language, with the rich-text editor; the rest of the definition is sent back unchanged. */
export function MethodologyForm({ indicator }: { indicator: Indicator }) {
  const t = useT();
  const save = useSaveIndicator();
  const { notify } = useNotices();
  const editor = useRichEditorSetup(DEFAULT_EDITOR_CONFIG);
  const formRef = useRef<HTMLFormElement>(null);
  const headingIds = { methodology: useId(), notes: useId() };
  const { control, handleSubmit, setError, reset, formState } = useForm<MethodologyValues>({ defaultValues: valuesOf(indicator) });
  useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const focusFirstError = useFocusFirstError(formRef, formState.errors);
  const errorOf = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ key: indicator.key, body: unchangedBodyOf(indicator, values) });
      reset(valuesOf(saved));
      notify({ level: 'success', message: t('indicatorAdmin.notices.methodologySaved') });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'INVALID') return;
      const orphans: string[] = [];
      for (const [path, fieldError] of Object.entries(firstFieldErrors(error.details))) {
        const at = formPathOf(path);
        if (at) setError(at as Path<MethodologyValues>, { type: fieldError.error, message: fieldErrorMessage(t, fieldError) });
        else orphans.push(fieldErrorMessage(t, fieldError));
      }
      // Errors of the definition itself (saved since this screen was opened) are read on the definition screen.
      if (orphans.length > 0) orphans.unshift(t('indicatorAdmin.notices.definitionInvalid'));
      notify({ level: 'error', title: t('indicatorAdmin.notices.invalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
      focusFirstError();
    }
  });

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="large" aria-label={t('indicatorAdmin.methodology.form')} className="indicator-admin__form">
      {TEXTS.map((text) => (
        <section key={text} className="indicator-admin__section" aria-labelledby={headingIds[text]}>
          <h2 id={headingIds[text]}>{t(`indicatorAdmin.methodology.${text}`)}</h2>
          <p className="indicator-admin__intro">{t(`indicatorAdmin.methodology.${text}.intro`)}</p>
          {LOCALES.map((language) => (
            <Controller
              key={language}
              control={control}
              name={`${text}.${language}`}
              render={({ field }) => (
                <LazyRichEditor
                  label={t(`indicatorAdmin.methodology.${text}.label`, { language: t(`indicatorAdmin.language.${language}`) })}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorOf(`${text}.${language}`)}
                  config={editor.config}
                  palette={editor.palette}
                />
              )}
            />
          ))}
        </section>
      ))}
      <FormActions>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={!formState.isDirty}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
