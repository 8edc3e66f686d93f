import { useState } from 'react';
import { Controller, get, useForm } from 'react-hook-form';
import { updateClientBodySchema, type Client, type UpdateClientBody } from '@platform/shared/clients/client.schemas';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { LOCALES } from '@platform/shared/i18n/locales';
import { INTERFACE_PARTS } from '@platform/shared/clients/client-texts.schemas';
import { isApiError, type ApiError } from '../../app/api/api-error';
import { applyServerErrors, fieldErrorMessage } from '../../app/forms/server-errors';
import type { Translate } from '../../ui/i18n/useT';
import { zodFormResolver } from '../../app/forms/zod-form-resolver';
import { useT } from '../../ui/i18n/useT';
import { useClient } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { Checkbox } from '../../ui/form/Checkbox';
import { useDirtyGuard } from '../../ui/dirty-guard/useDirtyGuard';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { TextArea } from '../../ui/form/TextArea';
import { TextField } from '../../ui/form/TextField';
import { useNotices } from '../../ui/notices/NoticeProvider';
import { LazyRichEditor } from '../../ui/rich-editor/LazyRichEditor';
import { useRichEditorSetup } from '../../extensions/use-rich-editor-setup';
import { ClientAttachments } from './ClientAttachments';
import { FaqEditor } from './FaqEditor';
import { InterfaceToggles } from './InterfaceToggles';
import { LabelOverridesEditor } from './LabelOverridesEditor';
import './configuration.css';
import { useUpdateClient } from './configuration.api';

const FIELDS = [
  'title',
  ...LOCALES.flatMap((locale) => [`settings.decimal_delimiter.admin.${locale}`, `settings.thousands_delimiter.admin.${locale}`]),
  'settings.dates.beginning_of_time',
  'settings.dates.end_of_time',
  'settings.authentication.user_not_found_message',
  'settings.authentication.mandate_expired_message',
  'settings.authentication.client_locked_message',
  'settings.authentication.password_expiry_days',
  'settings.approval.allow_self_approval_for_single_person_organisations',
  'settings.report.hide_provisional',
  ...LOCALES.map((locale) => `settings.welcome_message.${locale}`),
  ...INTERFACE_PARTS.map((part) => `settings.interface.${part}`),
];

/** The fields a 422 may name: the fixed ones and those of each FAQ entry. */
const fieldsOf = (values: UpdateClientBody) => [
  ...FIELDS,
  ...(values.settings.faq ?? []).flatMap((_entry, index) =>
    LOCALES.flatMap((locale) => [`settings.faq.${index}.question.${locale}`, `settings.faq.${index}.answer.${locale}`]),
  ),
];

const LABEL_ERROR_PREFIX = 'settings.labels.';

/** The server's errors of the overrides of interface texts, by `<locale>:<key>` (a key has dots: not a form path). */
function labelErrorsOf(error: ApiError, t: Translate): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, [fieldError]] of Object.entries(error.details ?? {})) {
    if (!field.startsWith(LABEL_ERROR_PREFIX) || !fieldError) continue;
    const [locale, ...key] = field.slice(LABEL_ERROR_PREFIX.length).split('.');
    const code = fieldError.error;
    messages[`${locale}:${key.join('.')}`] =
      code === 'UNKNOWN_KEY' || code === 'UNKNOWN_ARGUMENT' || code === 'INVALID'
        ? t(`configuration.texts.labels.errors.${code}`, { arguments: ((fieldError.arguments as string[] | undefined) ?? []).join(', ') })
        : fieldErrorMessage(t, fieldError);
  }
  return messages;
}

/**
 * The form's values from the client: a welcome message with both locales, the approval rules (self-approval off)
 * and whether to hide provisional years (off), even if none was ever stored. The report's edition dates go back as
 * they came; the server keeps the stored ones whatever the form sends.
 */
const formValues = (client: Client): UpdateClientBody => ({
  title: client.title,
  settings: {
    ...client.settings,
    welcome_message: client.settings.welcome_message ?? { en: null, fr: null },
    approval: client.settings.approval ?? { allow_self_approval_for_single_person_organisations: false },
    report: { ...client.settings.report, hide_provisional: client.settings.report?.hide_provisional ?? false },
    labels: client.settings.labels ?? { en: {}, fr: {} },
    faq: client.settings.faq ?? [],
    interface: Object.fromEntries(INTERFACE_PARTS.map((part) => [part, client.settings.interface?.[part] ?? true])),
  },
});

/**
 * /admin/configuration: the client settings of spec §3 (delimiters, dates, sign-in messages, expiry, self-approval,
 * hiding provisional years from public visitors), which parts of the public frame show, the client's overrides of
 * interface texts and its FAQ.
 */
export function ClientConfigurationPage() {
  const t = useT();
  const client = useClient();
  const update = useUpdateClient();
  const { notify } = useNotices();
  const editor = useRichEditorSetup(DEFAULT_EDITOR_CONFIG);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<UpdateClientBody>({
    defaultValues: formValues(client),
    resolver: zodFormResolver(updateClientBodySchema, t),
  });
  useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const errorOf = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const [labelErrors, setLabelErrors] = useState<Record<string, string>>({});

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(formValues(saved));
      setLabelErrors({});
      notify({ level: 'success', message: t('configuration.notices.updated') });
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') {
        applyServerErrors(error, setError, t, fieldsOf(values));
        setLabelErrors(labelErrorsOf(error, t));
        notify({ level: 'error', title: t('configuration.notices.invalid'), message: t('errors.notice.fixErrors') });
      }
    }
  }, () => notify({ level: 'error', title: t('configuration.notices.invalid'), message: t('errors.notice.fixErrors') }));

  return (
    <>
      <h1>{t('configuration.title')}</h1>
      <Form onSubmit={onSubmit} size="large" aria-label={t('configuration.title')}>
        <TextField label={t('configuration.name')} value={client.name} readOnly name="name" />
        <TextField label={t('configuration.titleField')} required error={errorOf('title')} {...register('title')} />
        {LOCALES.map((locale) => (
          <div key={locale} className="form-row">
            <TextField
              size="small"
              label={t('configuration.decimalDelimiter', { locale: locale.toUpperCase() })}
              error={errorOf(`settings.decimal_delimiter.admin.${locale}`)}
              {...register(`settings.decimal_delimiter.admin.${locale}`)}
            />
            <TextField
              size="small"
              label={t('configuration.thousandsDelimiter', { locale: locale.toUpperCase() })}
              error={errorOf(`settings.thousands_delimiter.admin.${locale}`)}
              {...register(`settings.thousands_delimiter.admin.${locale}`)}
            />
          </div>
        ))}
        <div className="form-row">
          <TextField
            type="date"
            label={t('configuration.beginningOfTime')}
            error={errorOf('settings.dates.beginning_of_time')}
            {...register('settings.dates.beginning_of_time')}
          />
          <TextField
            type="date"
            label={t('configuration.endOfTime')}
            error={errorOf('settings.dates.end_of_time')}
            {...register('settings.dates.end_of_time')}
          />
        </div>
        <TextArea
          rows={2}
          label={t('configuration.userNotFoundMessage')}
          error={errorOf('settings.authentication.user_not_found_message')}
          {...register('settings.authentication.user_not_found_message')}
        />
        <TextArea
          rows={2}
          label={t('configuration.mandateExpiredMessage')}
          error={errorOf('settings.authentication.mandate_expired_message')}
          {...register('settings.authentication.mandate_expired_message')}
        />
        <TextArea
          rows={2}
          label={t('configuration.clientLockedMessage')}
          error={errorOf('settings.authentication.client_locked_message')}
          {...register('settings.authentication.client_locked_message')}
        />
        <TextField
          type="number"
          size="small"
          min={1}
          label={t('configuration.passwordExpiryDays')}
          error={errorOf('settings.authentication.password_expiry_days')}
          {...register('settings.authentication.password_expiry_days', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
        <Checkbox
          label={t('configuration.allowSelfApproval')}
          hint={t('configuration.allowSelfApprovalHint')}
          error={errorOf('settings.approval.allow_self_approval_for_single_person_organisations')}
          {...register('settings.approval.allow_self_approval_for_single_person_organisations')}
        />
        <Checkbox
          label={t('configuration.hideProvisional')}
          hint={t('configuration.hideProvisionalHint')}
          error={errorOf('settings.report.hide_provisional')}
          {...register('settings.report.hide_provisional')}
        />
        {LOCALES.map((locale) => (
          <Controller
            key={locale}
            control={control}
            name={`settings.welcome_message.${locale}`}
            render={({ field }) => (
              <LazyRichEditor
                label={t('configuration.welcomeMessage', { locale: locale.toUpperCase() })}
                hint={t('configuration.welcomeMessageHint')}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(`settings.welcome_message.${locale}`)}
                config={editor.config}
                palette={editor.palette}
              />
            )}
          />
        ))}
        <InterfaceToggles register={register} />
        <Controller
          control={control}
          name="settings.labels"
          render={({ field }) => <LabelOverridesEditor value={field.value ?? { en: {}, fr: {} }} onChange={field.onChange} errors={labelErrors} />}
        />
        <FaqEditor control={control} register={register} errors={formState.errors} editor={editor} />
        <FormActions>
          <Button type="submit" variant="primary" loading={update.isPending} disabled={!formState.isDirty}>
            {t('common.save')}
          </Button>
        </FormActions>
      </Form>
      <ClientAttachments />
    </>
  );
}
