import { useId, useMemo, useRef } from 'react';
import { Controller, get, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { CHART_KINDS, INDICATOR_TYPES, type Indicator } from '@platform/shared/indicators/indicator.schemas';
import { isApiError } from '../../../app/api/api-error';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FieldError } from '../../../ui/form/FieldShell';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { useExtension } from '../../../extensions/ExtensionsProvider';
import { useSaveIndicator } from '../indicator-admin-queries';
import { indicatorAdminPath } from '../indicator-admin-paths';
import { useFocusFirstError } from '../../../ui/form/useFocusFirstError';
import { CalculationBuilder } from './CalculationBuilder';
import { definitionResolver, placeErrors } from './definition-errors';
import { composePath, definitionValuesOf, emptyDefinition, NO_TEXTS, pathSegments, type DefinitionFormValues, type DefinitionSubmission } from './definition-form-values';

/**
 * An indicator's definition as one form: its key (chosen once, when it is created), public page path, names,
 * type, chart kind, unit and calculation. Saved with PUT, which creates the indicator when the key is new.
 */
export function IndicatorDefinitionForm({ indicator, indicators }: { indicator: Indicator | null; indicators: readonly IndicatorListItem[] }) {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  const delimiters = adminDelimitersOf(client.settings, locale);
  const navigate = useNavigate();
  const save = useSaveIndicator();
  const { notify } = useNotices();
  const formRef = useRef<HTMLFormElement>(null);
  const pathId = useId();
  const identityId = useId();
  const displayId = useId();
  const isNew = indicator === null;
  // Read when the form is checked: the latest list, and the texts as last saved.
  const latest = useRef({ indicators, indicator });
  latest.current = { indicators, indicator };

  const { register, control, handleSubmit, setError, reset, formState, setValue, getFieldState } = useForm<DefinitionFormValues, unknown, DefinitionSubmission>({
    defaultValues: indicator ? definitionValuesOf(indicator, delimiters) : emptyDefinition(),
    resolver: definitionResolver(t, {
      delimiters,
      isNew,
      kept: () => (latest.current.indicator ? { methodology: latest.current.indicator.methodology, notes: latest.current.indicator.notes } : NO_TEXTS),
      takenKeys: () => new Set(latest.current.indicators.map((each) => each.key)),
    }),
    shouldFocusError: false,
  });
  const guard = useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const focusFirstError = useFocusFirstError(formRef, formState.errors);
  const errorOf = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  // The components the client's package registers: the only ones a custom page can be drawn by.
  const customIndicators = useExtension('custom indicators');
  const [type, section, subsection, page] = useWatch({ control, name: ['type', 'section', 'subsection', 'page'] });

  const refused = (orphans: readonly string[]) => {
    notify({ level: 'error', title: t('indicatorAdmin.notices.invalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
    focusFirstError();
  };

  const onSubmit = handleSubmit(
    async ({ key, body }) => {
      try {
        const saved = await save.mutateAsync({ key, body });
        reset(definitionValuesOf(saved, delimiters));
        notify({ level: 'success', message: t(isNew ? 'indicatorAdmin.notices.created' : 'indicatorAdmin.notices.saved', { name: saved.name[locale] }) });
        if (isNew) {
          guard.allowNextNavigation();
          void navigate(indicatorAdminPath(saved.key), { replace: true });
        }
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'INVALID') return;
        const { placed, orphans } = placeErrors(t, error.details, key);
        for (const each of placed) setError(each.path as Path<DefinitionFormValues>, { type: each.type, message: each.message });
        refused(orphans);
      }
    },
    (errors) => {
      const base = (errors as Record<string, { message?: string } | undefined>).base?.message;
      refused(base ? [base] : []);
    },
  );

  // Sections and subsections already in use, offered while typing a path.
  const known = useMemo(() => {
    const segments = indicators.map((each) => pathSegments(each.path));
    return { sections: [...new Set(segments.map((each) => each.section))].sort(), subsections: [...new Set(segments.map((each) => each.subsection))].sort() };
  }, [indicators]);

  const keyField = register('key', {
    onChange: (event: { target: { value: string } }) => {
      // A new indicator's page is named after its key until the page is given a name of its own.
      if (isNew && !getFieldState('page').isDirty) setValue('page', event.target.value.trim());
    },
  });
  const pathError = errorOf('path');

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="large" aria-label={t('indicatorAdmin.definition.form')} className="indicator-admin__form">
      <section className="indicator-admin__section" aria-labelledby={identityId}>
        <h2 id={identityId}>{t('indicatorAdmin.definition.identity')}</h2>
        <TextField
          size="medium"
          label={t('indicatorAdmin.field.key')}
          hint={isNew ? t('indicatorAdmin.field.key.hint') : t('indicatorAdmin.field.key.readOnly')}
          required={isNew}
          readOnly={!isNew}
          autoComplete="off"
          spellCheck={false}
          error={errorOf('key')}
          {...keyField}
        />
        <div className="indicator-admin__columns">
          {LOCALES.map((language) => (
            <TextField
              key={language}
              size="full"
              lang={language}
              label={t('indicatorAdmin.field.name', { language: t(`indicatorAdmin.language.${language}`) })}
              required
              error={errorOf(`name.${language}`)}
              {...register(`name.${language}`)}
            />
          ))}
        </div>
        <fieldset className="indicator-admin__fieldset" aria-labelledby={pathId} aria-describedby={pathError ? `${pathId}-error` : `${pathId}-hint`}>
          <legend id={pathId} className="indicator-admin__legend">
            {t('indicatorAdmin.field.path')}
          </legend>
          <p id={`${pathId}-hint`} className="ui-field__hint">
            {t('indicatorAdmin.field.path.hint')} <code className="indicator-admin__path-preview">{composePath({ section, subsection, page })}</code>
          </p>
          <div className="indicator-admin__columns indicator-admin__columns--three">
            <TextField size="full" label={t('indicatorAdmin.field.section')} list={`${pathId}-sections`} autoComplete="off" aria-invalid={pathError ? true : undefined} {...register('section')} />
            <TextField
              size="full"
              label={t('indicatorAdmin.field.subsection')}
              list={`${pathId}-subsections`}
              autoComplete="off"
              aria-invalid={pathError ? true : undefined}
              {...register('subsection')}
            />
            <TextField size="full" label={t('indicatorAdmin.field.page')} autoComplete="off" aria-invalid={pathError ? true : undefined} {...register('page')} />
          </div>
          <datalist id={`${pathId}-sections`}>
            {known.sections.map((each) => (
              <option key={each} value={each} />
            ))}
          </datalist>
          <datalist id={`${pathId}-subsections`}>
            {known.subsections.map((each) => (
              <option key={each} value={each} />
            ))}
          </datalist>
          <FieldError id={`${pathId}-error`} error={pathError} />
        </fieldset>
      </section>

      <section className="indicator-admin__section" aria-labelledby={displayId}>
        <h2 id={displayId}>{t('indicatorAdmin.definition.display')}</h2>
        <div className="form-row">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                size="medium"
                label={t('indicatorAdmin.field.type')}
                hint={type === 'custom' ? t('indicatorAdmin.field.type.customHint') : undefined}
                error={errorOf('type')}
                options={INDICATOR_TYPES.map((each) => ({ value: each, label: t(`indicatorAdmin.type.${each}`) }))}
                {...field}
              />
            )}
          />
          {type === 'chart' && (
            <Controller
              control={control}
              name="chart_kind"
              render={({ field }) => (
                <Select
                  size="medium"
                  label={t('indicatorAdmin.field.chartKind')}
                  error={errorOf('chart_kind')}
                  placeholder={t('indicatorAdmin.chartKind.none')}
                  options={CHART_KINDS.map((each) => ({ value: each, label: t(`indicatorAdmin.chartKind.${each}`) }))}
                  {...field}
                />
              )}
            />
          )}
          {type === 'custom' && (
            <Controller
              control={control}
              name="custom_component"
              render={({ field }) => (
                <Select
                  size="medium"
                  label={t('indicatorAdmin.field.customComponent')}
                  error={errorOf('custom_component')}
                  placeholder={t('indicatorAdmin.field.customComponent.none')}
                  options={componentOptions(Object.keys(customIndicators ?? {}), field.value)}
                  {...field}
                />
              )}
            />
          )}
        </div>
        <p className="ui-field__hint indicator-admin__row-hint">{t('indicatorAdmin.field.unit.hint')}</p>
        <div className="form-row">
          {LOCALES.map((language) => (
            <TextField
              key={language}
              size="small"
              lang={language}
              label={t('indicatorAdmin.field.unit', { language: t(`indicatorAdmin.language.${language}`) })}
              error={errorOf(`unit.${language}`)}
              {...register(`unit.${language}`)}
            />
          ))}
        </div>
      </section>

      <section className="indicator-admin__section">
        <Controller
          control={control}
          name="calculation"
          render={({ field }) => (
            <CalculationBuilder value={field.value} onChange={field.onChange} errorOf={(part) => errorOf(`calculation.${part}`)} decimal={delimiters.decimal} />
          )}
        />
      </section>

      <FormActions>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={!isNew && !formState.isDirty}>
          {isNew ? t('indicatorAdmin.definition.create') : t('common.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The registered components, and the saved one even if the package no longer registers it (so the form shows what is stored). */
function componentOptions(registered: readonly string[], current: string): { value: string; label: string }[] {
  const names = new Set(registered);
  if (current !== '') names.add(current);
  return [...names].sort().map((name) => ({ value: name, label: name }));
}
