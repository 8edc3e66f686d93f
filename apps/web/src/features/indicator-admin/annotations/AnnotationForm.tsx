import { useId, useRef } from 'react';
import { Controller, get, useForm, useWatch, type FieldErrors as FormErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { detailsFromIssues, type FieldErrors } from '@platform/shared/errors/zod-details';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { LOCALES } from '@platform/shared/i18n/locales';
import { annotationBodySchema, type AnnotationBody } from '@platform/shared/indicators/indicator.schemas';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { isApiError } from '../../../app/api/api-error';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { useRichEditorSetup } from '../../../extensions/use-rich-editor-setup';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FieldError } from '../../../ui/form/FieldShell';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { TextField } from '../../../ui/form/TextField';
import { useT, type Translate } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { LazyRichEditor } from '../../../ui/rich-editor/LazyRichEditor';
import { useSaveAnnotation } from '../indicator-admin-queries';
import { annotationPath } from '../indicator-admin-paths';
import { useFocusFirstError } from '../../../ui/form/useFocusFirstError';
import { annotationBodyOf, annotationFormPathOf, type AnnotationFormValues } from './annotation-form-values';

export type AnnotationMode = 'new' | 'edit' | 'duplicate';

/** The errors of `details` where the form shows them, and the messages of those it has no place for. */
function placeErrors(t: Translate, details: FieldErrors) {
  const placed: { path: 'year' | 'text.en' | 'text.fr'; type: string; message: string }[] = [];
  const orphans: string[] = [];
  for (const [path, error] of Object.entries(firstFieldErrors(details))) {
    const at = annotationFormPathOf(path);
    const message = at === 'year' && error.error !== 'BLANK' ? t('indicatorAdmin.error.year') : fieldErrorMessage(t, error);
    if (at) placed.push({ path: at, type: error.error, message });
    else orphans.push(message);
  }
  return { placed, orphans };
}

/** Checks the form with the schema the server uses; an annotation says something in at least one language. */
const annotationResolver =
  (t: Translate): Resolver<AnnotationFormValues, unknown, AnnotationBody> =>
  async (values) => {
    const body = annotationBodyOf(values);
    const parsed = annotationBodySchema.safeParse(body);
    const details: FieldErrors = parsed.success ? {} : detailsFromIssues(parsed.error.issues);
    if (!values.everyYear && values.year.trim() === '') details['annotation.period'] = [{ error: 'BLANK' }];
    if (body.annotation.text.en === null && body.annotation.text.fr === null) details['annotation.text'] = [{ error: 'BLANK' }];
    if (parsed.success && Object.keys(details).length === 0) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const error of placeErrors(t, details).placed) errors[error.path] = { type: error.type, message: error.message };
    return { values: {} as Record<string, never>, errors: errors as unknown as FormErrors<AnnotationFormValues> };
  };

/** An annotation's period (every year, or one year) and its text in each language, saved with POST (new, duplicate) or PUT (edit). */
export function AnnotationForm({ indicatorKey, mode, annotationId, values }: { indicatorKey: string; mode: AnnotationMode; annotationId: number | null; values: AnnotationFormValues }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveAnnotation(indicatorKey);
  const { notify } = useNotices();
  const editor = useRichEditorSetup(DEFAULT_EDITOR_CONFIG);
  const formRef = useRef<HTMLFormElement>(null);
  const periodId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<AnnotationFormValues, unknown, AnnotationBody>({
    defaultValues: values,
    resolver: annotationResolver(t),
    shouldFocusError: false,
  });
  const guard = useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const focusFirstError = useFocusFirstError(formRef, formState.errors);
  const errorOf = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const everyYear = useWatch({ control, name: 'everyYear' });
  const yearError = errorOf('year');

  const refused = (orphans: readonly string[]) => {
    notify({ level: 'error', title: t('indicatorAdmin.notices.annotationInvalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
    focusFirstError();
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync({ id: mode === 'edit' ? annotationId : null, body });
        notify({ level: 'success', message: t(mode === 'edit' ? 'indicatorAdmin.notices.annotationSaved' : 'indicatorAdmin.notices.annotationCreated', { period: saved.period ?? t('indicatorAdmin.annotations.everyYear') }) });
        guard.allowNextNavigation();
        void navigate(annotationPath(indicatorKey));
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'INVALID') return;
        const { placed, orphans } = placeErrors(t, error.details);
        for (const each of placed) setError(each.path, { type: each.type, message: each.message });
        refused(orphans);
      }
    },
    () => refused([]),
  );

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="large" aria-label={t(`indicatorAdmin.annotation.${mode}.title`)} className="indicator-admin__form">
      {mode === 'duplicate' && <p className="indicator-admin__intro">{t('indicatorAdmin.annotation.duplicate.intro')}</p>}
      <fieldset className="indicator-admin__fieldset" aria-labelledby={`${periodId}-legend`} aria-describedby={yearError ? `${periodId}-error` : undefined}>
        <legend id={`${periodId}-legend`} className="indicator-admin__legend">
          {t('indicatorAdmin.annotations.period')}
        </legend>
        <div className="indicator-admin__period-choice">
          <Controller
            control={control}
            name="everyYear"
            render={({ field }) => (
              <>
                {[true, false].map((choice) => (
                  <label key={String(choice)} className="indicator-admin__radio">
                    <input type="radio" name={field.name} checked={field.value === choice} onChange={() => field.onChange(choice)} onBlur={field.onBlur} />
                    {choice ? t('indicatorAdmin.annotations.everyYear') : t('indicatorAdmin.annotation.oneYear')}
                  </label>
                ))}
              </>
            )}
          />
          <TextField
            size="small"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            label={t('indicatorAdmin.annotation.year')}
            disabled={everyYear}
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? `${periodId}-error` : undefined}
            {...register('year')}
          />
        </div>
        <FieldError id={`${periodId}-error`} error={yearError} />
      </fieldset>
      {LOCALES.map((language) => (
        <Controller
          key={language}
          control={control}
          name={`text.${language}`}
          render={({ field }) => (
            <LazyRichEditor
              label={t('indicatorAdmin.annotations.text', { language: t(`indicatorAdmin.language.${language}`) })}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf(`text.${language}`)}
              config={editor.config}
              palette={editor.palette}
            />
          )}
        />
      ))}
      <FormActions>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={mode === 'edit' && !formState.isDirty}>
          {mode === 'edit' ? t('common.save') : t('indicatorAdmin.annotation.create')}
        </Button>
        <Link className={buttonClassName()} to={annotationPath(indicatorKey)}>
          {t('common.cancel')}
        </Link>
      </FormActions>
    </Form>
  );
}

