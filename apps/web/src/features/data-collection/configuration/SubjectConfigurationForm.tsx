import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, get, useForm, type Path } from 'react-hook-form';
import type { Subject, SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { LOCALES } from '@platform/shared/i18n/locales';
import { isApiError, type ApiError } from '../../../app/api/api-error';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { configurationErrorMessage, isShownPath, placeNameErrors } from './configuration-errors';
import { formValuesOf, type ConfigurationFormValues } from './configuration-form-values';
import { configurationResolver } from './configuration-resolver';
import { ContributorsPicker, type PickableUser } from './ContributorsPicker';
import { FieldDefinitionsEditor, type FieldsUpdate } from './FieldDefinitionsEditor';
import { languageName } from './localized-labels';
import { PeriodsEditor } from './PeriodsEditor';
import { RadioGroup } from './RadioGroup';
import { SubjectFormPreview } from './SubjectFormPreview';
import { useConfigureSubject } from './subject-configuration.api';
import { useThresholdFollowsLocale } from './use-threshold-follows-locale';

export interface SectionOption {
  key: string;
  name: { en: string; fr: string };
}

/** The depths offered for a tag dimension: organisations and their sites, and any deeper level already chosen. */
const depthsOf = (current: number) => [...new Set([1, 2, current])].sort((a, b) => a - b);

/**
 * The subject's configuration as one form (names, section, periods, variation threshold, approval levels,
 * level of entry, contributors, field definitions), validated with the shared schema and saved in one call.
 */
export function SubjectConfigurationForm({
  subject,
  sections,
  users,
  usersUnavailable,
}: {
  subject: Subject;
  sections: readonly SectionOption[];
  users: readonly PickableUser[];
  usersUnavailable: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  const delimiters = adminDelimitersOf(client.settings, locale);
  const save = useConfigureSubject(subject.key);
  const { notify } = useNotices();
  const formRef = useRef<HTMLFormElement>(null);
  const entryId = useId();
  const generalId = useId();
  const contributorsId = useId();
  const fieldsId = useId();
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);

  const { register, control, handleSubmit, setError, reset, resetField, setValue, trigger, formState, getValues } = useForm<ConfigurationFormValues, unknown, SubjectConfigurationBody>({
    defaultValues: formValuesOf(subject, delimiters),
    resolver: configurationResolver(t, delimiters),
    // The effect below moves the focus, custom editors included.
    shouldFocusError: false,
  });
  useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  useThresholdFollowsLocale({ getValues, setValue, resetField, formState }, delimiters);
  const errorOf = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;

  // After a refused save, the first field in error takes the focus (custom editors have no ref for the form to use).
  // The errors may render after the request does: the effect waits for them.
  const handledErrorFocus = useRef(0);
  useEffect(() => {
    if (errorFocusRequest === handledErrorFocus.current) return;
    const form = formRef.current;
    let invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('.ui-field__error');
    if (!invalid) return;
    handledErrorFocus.current = errorFocusRequest;
    // In a set of radio buttons, the one chosen (the answer refused) takes the focus.
    if (invalid instanceof HTMLInputElement && invalid.type === 'radio') {
      invalid = form?.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(invalid.name)}"]:checked`) ?? invalid;
    }
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
  }, [errorFocusRequest, formState.errors]);

  const refused = (orphans: readonly string[]) => {
    notify({ level: 'error', title: t('subjectConfiguration.notices.invalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
    setErrorFocusRequest((request) => request + 1);
  };

  const applyServerErrors = (error: ApiError): string[] => {
    const orphans: string[] = [];
    for (const [path, fieldError] of Object.entries(firstFieldErrors(placeNameErrors(error.details, getValues('name'))))) {
      const message = configurationErrorMessage(t, path, fieldError);
      if (isShownPath(path)) setError(path as Path<ConfigurationFormValues>, { type: fieldError.error, message });
      else orphans.push(message);
    }
    return orphans;
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync(body);
        reset(formValuesOf(saved, delimiters));
        notify({ level: 'success', message: t('subjectConfiguration.notices.saved') });
      } catch (error) {
        if (isApiError(error) && error.kind === 'INVALID') refused(applyServerErrors(error));
      }
    },
    (errors) => {
      const orphans = Object.entries(errors as Record<string, { message?: string }>)
        .filter(([path]) => !isShownPath(path))
        .map(([, error]) => error.message ?? '');
      refused(orphans);
    },
  );

  const sectionOptions = useMemo(() => sections.map((section) => ({ value: section.key, label: section.name[locale] })), [sections, locale]);
  const dimensionNames = new Map(subject.tag_dimensions.map((dimension) => [dimension.key, dimension.name[locale]]));

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="full" aria-label={t('subjectConfiguration.title', { name: subject.name[locale] })} className="subject-config">
      <section className="subject-config__section" aria-labelledby={generalId}>
        <h2 id={generalId}>{t('subjectConfiguration.general')}</h2>
        <div className="subject-config__columns">
          {LOCALES.map((language) => (
            <TextField
              key={language}
              label={t('subjectConfiguration.name', { language: languageName(t, language) })}
              lang={language}
              required
              error={errorOf(`name.${language}`)}
              {...register(`name.${language}`)}
            />
          ))}
        </div>
        <Select size="large" label={t('subjectConfiguration.section')} required error={errorOf('section_key')} options={sectionOptions} {...register('section_key')} />
      </section>

      <section className="subject-config__section" aria-labelledby={entryId}>
        <h2 id={entryId}>{t('subjectConfiguration.entry')}</h2>
        <Controller
          control={control}
          name="periods"
          render={({ field }) => <PeriodsEditor periods={field.value} onChange={field.onChange} error={errorOf('periods')} />}
        />
        <TextField
          size="small"
          inputMode="decimal"
          label={t('subjectConfiguration.threshold')}
          hint={t('subjectConfiguration.threshold.hint', { decimal: delimiters.decimal })}
          error={errorOf('variation_threshold')}
          {...register('variation_threshold')}
        />
        <Controller
          control={control}
          name="approval_levels"
          render={({ field }) => (
            <RadioGroup<1 | 2>
              legend={t('subjectConfiguration.approvalLevels')}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('approval_levels')}
              options={[
                { value: 1, label: t('subjectConfiguration.approvalLevels.1') },
                { value: 2, label: t('subjectConfiguration.approvalLevels.2') },
              ]}
            />
          )}
        />
        <Controller
          control={control}
          name="tag_dimensions"
          render={({ field }) => (
            <>
              {field.value.map((dimension, index) => (
                <RadioGroup<number>
                  key={dimension.key}
                  legend={t('subjectConfiguration.tagDepth', { dimension: dimensionNames.get(dimension.key) ?? dimension.key })}
                  value={dimension.depth}
                  onChange={(depth) => field.onChange(field.value.map((each, at) => (at === index ? { ...each, depth } : each)))}
                  error={errorOf(`tag_dimensions.${index}.depth`) ?? errorOf(`tag_dimensions.${index}.key`) ?? errorOf('tag_dimensions')}
                  options={depthsOf(dimension.depth).map((depth) => ({
                    value: depth,
                    label: depth === 1 || depth === 2 ? t(`subjectConfiguration.tagDepth.${depth}`) : t('subjectConfiguration.tagDepth.other', { depth }),
                  }))}
                />
              ))}
            </>
          )}
        />
      </section>

      <section className="subject-config__section" aria-labelledby={contributorsId}>
        <h2 id={contributorsId}>{t('subjectConfiguration.contributors')}</h2>
        <Controller
          control={control}
          name="contributor_ids"
          render={({ field }) => (
            <ContributorsPicker users={users} selected={field.value} onChange={field.onChange} error={errorOf('contributor_ids')} unavailable={usersUnavailable} />
          )}
        />
      </section>

      <section className="subject-config__section" aria-labelledby={fieldsId}>
        <h2 id={fieldsId}>{t('subjectConfiguration.fields')}</h2>
        <p className="ui-field__hint">{t('subjectConfiguration.fields.hint')}</p>
        <Controller
          control={control}
          name="fields"
          render={({ field }) => {
            const update: FieldsUpdate = (change) => {
              field.onChange(change(getValues('fields')));
              // Errors of the definitions depend on one another (identifiers, conditions): after a refused save, all are checked again.
              if (formState.isSubmitted) void trigger();
            };
            return (
              <div className="subject-config__fields-layout">
                <FieldDefinitionsEditor fields={field.value} update={update} errorOf={errorOf} />
                <SubjectFormPreview fields={field.value} />
              </div>
            );
          }}
        />
      </section>

      <FormActions className="subject-config__actions">
        <Button type="submit" variant="primary" loading={save.isPending} disabled={!formState.isDirty}>
          {t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}
