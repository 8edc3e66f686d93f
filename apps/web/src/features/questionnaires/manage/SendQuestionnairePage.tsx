import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QUESTIONNAIRE_LIMITS } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../ui/form/FormErrorSummary';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { MANAGE_PATH, managedQuestionnairePath } from '../questionnaires-paths';
import { periodChoices } from '../shared/period-choices';
import { nameIn } from '../shared/questionnaire-text';
import { useOrganisations, useSendQuestionnaire, useTemplateChoices } from '../shared/questionnaires-queries';
import { bodyOf, draftErrors, placeOf, SEND_FIELD_IDS, sendErrorMessage, type SendDraft, type SendField } from './send-form';
import '../shared/questionnaires.css';

const emptyDraft = (templateId: string): SendDraft => ({
  templateId,
  period: String(new Date().getFullYear() - 1),
  ownerEmail: '',
  organisation: '',
  dueDate: '',
  nameEn: '',
  nameFr: '',
});

/**
 * /admin/questionnaires/manage/new: sends a questionnaire of a published template, for a period, to an owner (by
 * email), for an organisation (the owner's own when none is chosen), with a due date and, if wanted, a name of
 * its own. A refusal marks its fields, with a summary that takes the focus.
 */
export function SendQuestionnairePage() {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const [params] = useSearchParams();
  const templates = useTemplateChoices('published');
  const organisations = useOrganisations();
  const send = useSendQuestionnaire();
  const initial = useMemo(() => emptyDraft(params.get('template_id') ?? ''), [params]);
  const [draft, setDraft] = useState<SendDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<SendField, string>>>({});
  const [summary, setSummary] = useState<FormErrorSummaryItem[]>([]);
  const [focusSummary, setFocusSummary] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const guard = useDirtyGuard(dirty && !send.isSuccess, t('common.dirty.leave'));

  useEffect(() => {
    if (!focusSummary) return;
    summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);

  const labels: Record<SendField, string> = {
    template_id: t('questionnaires.send.template'),
    period: t('questionnaires.send.period'),
    owner_email: t('questionnaires.send.owner'),
    organisation: t('questionnaires.send.organisation'),
    due_date: t('questionnaires.send.due'),
    'name.en': t('questionnaires.send.nameEn'),
    'name.fr': t('questionnaires.send.nameFr'),
  };

  const change = (field: keyof SendDraft, place: SendField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[place] ? { ...current, [place]: undefined } : current));
  };

  const showErrors = (details: Record<string, FieldError[]>) => {
    const messages: Partial<Record<SendField, string>> = {};
    const items: FormErrorSummaryItem[] = [];
    for (const [key, list] of Object.entries(details)) {
      const first = list[0];
      if (!first) continue;
      const place = placeOf(key);
      const message = sendErrorMessage(t, place ?? key, first);
      if (place) {
        messages[place] ??= message;
        items.push({ fieldId: SEND_FIELD_IDS[place], label: labels[place], message });
      } else {
        items.push({ fieldId: SEND_FIELD_IDS.template_id, message });
      }
    }
    setErrors(messages);
    setSummary(items);
    setFocusSummary(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = draftErrors(draft);
    if (Object.keys(local).length > 0) {
      showErrors(local as Record<string, FieldError[]>);
      return;
    }
    setErrors({});
    setSummary([]);
    try {
      const questionnaire = await send.mutateAsync(bodyOf(draft));
      notify({ level: 'success', message: t('questionnaires.send.done', { email: questionnaire.owner.email }) });
      guard.allowNextNavigation();
      navigate(managedQuestionnairePath(questionnaire.id));
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID' && Object.keys(error.details).length > 0) showErrors(error.details);
      else handleCallError(error, handlers, { isLoad: false });
    }
  };

  const templateOptions = (templates.data ?? []).map((template) => ({
    value: String(template.id),
    label: t('questionnaires.list.template', { template: nameIn(template.name, locale, t('questionnaires.unnamed')), version: template.version }),
  }));
  const organisationOptions = (organisations.data ?? []).map((tag) => ({ value: tag.key, label: `${'\u2002'.repeat(Math.max(0, tag.depth - 1))}${nameIn(tag.name, locale, tag.key)}` }));

  return (
    <div className="qn-page">
      <p className="qn-back">
        <Link to={MANAGE_PATH}>{t('questionnaires.manage.back')}</Link>
      </p>
      <h1>{t('questionnaires.send.title')}</h1>
      <p className="qn-intro">{t('questionnaires.send.intro')}</p>
      <FormErrorSummary ref={summaryRef} errors={summary} />
      <Form size="medium" onSubmit={(event) => void onSubmit(event)}>
        <Select
          id={SEND_FIELD_IDS.template_id}
          label={labels.template_id}
          required
          placeholder
          value={draft.templateId}
          options={templateOptions}
          error={errors.template_id}
          hint={templates.isError ? t('questionnaires.send.templatesFailed') : templates.data?.length === 0 ? t('questionnaires.send.noTemplate') : undefined}
          onChange={(event) => change('templateId', 'template_id')(event.target.value)}
        />
        <Select
          id={SEND_FIELD_IDS.period}
          size="small"
          label={labels.period}
          required
          value={draft.period}
          options={periodChoices(client.settings.dates.beginning_of_time).map((period) => ({ value: period, label: period }))}
          error={errors.period}
          onChange={(event) => change('period', 'period')(event.target.value)}
        />
        <TextField
          id={SEND_FIELD_IDS.owner_email}
          type="email"
          label={labels.owner_email}
          hint={t('questionnaires.send.ownerHint')}
          required
          autoComplete="off"
          maxLength={320}
          value={draft.ownerEmail}
          error={errors.owner_email}
          onChange={(event) => change('ownerEmail', 'owner_email')(event.target.value)}
        />
        <Select
          id={SEND_FIELD_IDS.organisation}
          label={labels.organisation}
          hint={organisations.isError ? t('questionnaires.send.organisationsFailed') : t('questionnaires.send.organisationHint')}
          placeholder={t('questionnaires.send.ownersOrganisation')}
          value={draft.organisation}
          options={organisationOptions}
          error={errors.organisation}
          onChange={(event) => change('organisation', 'organisation')(event.target.value)}
        />
        <TextField
          id={SEND_FIELD_IDS.due_date}
          type="date"
          size="medium"
          label={labels.due_date}
          required
          min={client.settings.dates.beginning_of_time}
          max={client.settings.dates.end_of_time}
          value={draft.dueDate}
          error={errors.due_date}
          onChange={(event) => change('dueDate', 'due_date')(event.target.value)}
        />
        <fieldset className="qn-form__fieldset">
          <legend className="ui-field__label">{t('questionnaires.send.name')}</legend>
          <p className="qn-muted">{t('questionnaires.send.nameHint')}</p>
          <div className="qn-form__names">
            {(['en', 'fr'] as const).map((language) => (
              <TextField
                key={language}
                id={SEND_FIELD_IDS[`name.${language}`]}
                lang={language}
                label={labels[`name.${language}`]}
                maxLength={QUESTIONNAIRE_LIMITS.nameMax}
                value={language === 'en' ? draft.nameEn : draft.nameFr}
                error={errors[`name.${language}`]}
                onChange={(event) => change(language === 'en' ? 'nameEn' : 'nameFr', `name.${language}`)(event.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t('questionnaires.send.submit')}
          </Button>
          <Link to={MANAGE_PATH} className={buttonClassName()}>
            {t('common.cancel')}
          </Link>
        </FormActions>
      </Form>
    </div>
  );
}
