import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { REMINDER_LIMITS, type Reminder, type ReminderConfig, type ReminderKind, type ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useClient } from '../../../app/session/page-data';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Checkbox } from '../../../ui/form/Checkbox';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../ui/form/FormErrorSummary';
import { Select } from '../../../ui/form/Select';
import { TextArea } from '../../../ui/form/TextArea';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { reminderKeys, remindersApi } from '../reminders.api';
import { reminderPath, remindersListPath } from '../reminders-paths';
import { useDeleteReminder, useSaveReminder, useSendReminder } from '../reminders-queries';
import { periodChoices } from '../shared/period-choices';
import { ReminderStateBadge } from '../shared/ReminderStateBadge';
import { useReminderWords } from '../shared/use-reminder-words';
import { useRunNotices } from '../shared/use-run-notices';
import { PreviewDialog, type PreviewSource } from './PreviewDialog';
import { RadioGroup } from './RadioGroup';
import { draftErrors, draftOf, emptyDraft, FIELD_IDS, fieldsOf, placeOf, reminderErrorMessage, type DraftField, type ReminderDraft } from './reminder-draft';
import { ScheduleFields } from './ScheduleFields';
import { SubjectsPicker } from './SubjectsPicker';
import { UsersPicker } from './UsersPicker';

const sameDraft = (a: ReminderDraft, b: ReminderDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A reminder's form: whom it names (users found by email, or subjects), the period, a message in each language
 * added to the standard text, the schedule, paused or not. Saved with POST then PUT (carrying the `updated_at` it
 * was read with); previewed as the server would run it now; sent now after a confirmation (saving first what
 * changed); deleted after one. A refusal (422) marks its fields with a summary that takes the focus; a save over
 * someone else's (409) offers to reload. Leaving with unsaved changes asks first.
 */
export function ReminderForm({
  kind,
  initial,
  config,
  prefill = {},
}: {
  kind: ReminderKind;
  initial: Reminder | null;
  config: ReminderConfig;
  prefill?: { target?: ReminderTarget; subject?: string };
}) {
  const t = useT();
  const words = useReminderWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const client = useClient();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const runNotices = useRunNotices();
  const save = useSaveReminder();
  const send = useSendReminder();
  const remove = useDeleteReminder();

  const [saved, setSaved] = useState<Reminder | null>(initial);
  const [baseline, setBaseline] = useState<ReminderDraft>(() => (initial ? draftOf(initial, config) : emptyDraft(config, prefill)));
  const [draft, setDraft] = useState<ReminderDraft>(baseline);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [summary, setSummary] = useState<FormErrorSummaryItem[] | null>(null);
  const [stale, setStale] = useState(false);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const staleRef = useRef<HTMLDivElement>(null);

  const readOnly = saved !== null && !saved.abilities.update;
  const dirty = !readOnly && !sameDraft(draft, baseline);
  const guard = useDirtyGuard(dirty, t('common.dirty.leave'));
  const busy = save.isPending || send.isPending || remove.isPending;

  // A refusal shown takes the focus, so it is read first and the keyboard starts from it.
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);
  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale]);

  const labels: Record<DraftField, string> = {
    target: t('reminders.field.target'),
    users: t('reminders.users.title'),
    subjects: t('reminders.subjects.title'),
    period: t('reminders.field.period'),
    'message.en': t('reminders.field.messageEn'),
    'message.fr': t('reminders.field.messageFr'),
    'schedule.type': t('reminders.schedule.type'),
    'schedule.send_at': t('reminders.schedule.sendDay'),
    'schedule.starts_on': t('reminders.schedule.startsOn'),
    'schedule.every_days': t('reminders.schedule.everyDays'),
    'schedule.until': t('reminders.schedule.until'),
  };

  const change = <K extends keyof ReminderDraft>(key: K, value: ReminderDraft[K], field?: DraftField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (details: Record<string, FieldError[]>) => {
    const messages: Partial<Record<DraftField, string>> = {};
    const items: FormErrorSummaryItem[] = [];
    for (const [path, list] of Object.entries(details)) {
      const first = list[0];
      if (!first) continue;
      const field = placeOf(path);
      const message = reminderErrorMessage(t, field, first, draft);
      if (field) {
        if (messages[field]) continue;
        messages[field] = message;
        items.push({ fieldId: FIELD_IDS[field], label: labels[field], message });
      } else {
        items.push({ fieldId: FIELD_IDS.target, message });
      }
    }
    setErrors(messages);
    setSummary(items);
  };
  // The preview's refusal arrives from the dialog, which closes.
  const showErrorsRef = useRef(showErrors);
  useEffect(() => {
    showErrorsRef.current = showErrors;
  });
  const onPreviewInvalid = useCallback((details: Record<string, FieldError[]>) => {
    setPreview(null);
    showErrorsRef.current(details);
  }, []);

  const checked = (): boolean => {
    const local = draftErrors(draft);
    if (Object.keys(local).length === 0) return true;
    showErrors(local as Record<string, FieldError[]>);
    return false;
  };

  const adopt = (reminder: Reminder) => {
    const next = draftOf(reminder, config);
    setSaved(reminder);
    setBaseline(next);
    setDraft(next);
    setErrors({});
    setSummary(null);
    setStale(false);
  };

  const persist = async (sendNow: boolean) => {
    setErrors({});
    setSummary(null);
    setStale(false);
    const body = {
      ...fieldsOf(draft, kind, config.time_zone),
      paused: draft.paused,
      ...(sendNow ? { send_now: true } : {}),
      ...(saved ? { updated_at: saved.updated_at } : {}),
    };
    try {
      const reminder = await save.mutateAsync({ id: saved?.id ?? null, body });
      if (sendNow) runNotices(reminder.last_run);
      else notify({ level: 'success', message: t(saved ? 'reminders.notices.saved' : 'reminders.notices.created') });
      const moved = !saved || saved.target !== reminder.target;
      adopt(reminder);
      if (moved) {
        guard.allowNextNavigation();
        void navigate(reminderPath(reminder), { replace: saved !== null });
      }
    } catch (error) {
      if (isApiError(error) && error.status === 409) setStale(true);
      else if (isApiError(error) && error.kind === 'INVALID') showErrors(error.details);
      else handleCallError(error, handlers, { isLoad: false });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || busy || !checked()) return;
    void persist(false);
  };

  const onSendNow = async () => {
    if (busy) return;
    if (saved && !dirty) {
      const ok = await confirm({ title: t('reminders.send.confirmTitle'), message: t('reminders.send.confirm'), confirmLabel: t('reminders.send.confirmButton') });
      if (!ok) return;
      try {
        const reminder = await send.mutateAsync(saved.id);
        adopt(reminder);
        runNotices(reminder.last_run);
      } catch {
        // The common handler has shown it.
      }
      return;
    }
    if (!checked()) return;
    const ok = await confirm({
      title: t('reminders.send.confirmTitle'),
      message: t(saved ? 'reminders.send.confirmSave' : 'reminders.send.confirmCreate'),
      confirmLabel: t('reminders.send.confirmButton'),
    });
    if (ok) await persist(true);
  };

  const onPreview = () => {
    if (saved && !dirty) setPreview({ id: saved.id });
    else if (checked()) setPreview({ body: fieldsOf(draft, kind, config.time_zone) });
  };

  const onDelete = async () => {
    if (!saved) return;
    try {
      await remove.mutateAsync(saved.id);
    } catch {
      // The common handler has shown it.
      return;
    }
    notify({ level: 'success', message: t('reminders.notices.deleted') });
    guard.allowNextNavigation();
    void navigate(remindersListPath(kind, saved.target));
  };

  const reload = async () => {
    if (!saved) return;
    try {
      const fresh = await queryClient.fetchQuery({ queryKey: reminderKeys.show(saved.id), queryFn: async () => (await remindersApi.show(saved.id)).reminder, staleTime: 0 });
      adopt(fresh);
      notify({ level: 'info', message: t('reminders.stale.reloaded') });
    } catch (error) {
      handleCallError(error, handlers, { isLoad: false });
    }
  };

  const periods = periodChoices(client.settings.dates.beginning_of_time, [...Object.keys(config.due_dates), draft.period]);
  const title = saved ? t(`reminders.edit.${kind}`) : t(`reminders.new.${kind}.title`);

  return (
    <>
      <div className="admin-builder__head">
        <div>
          <h1>{title}</h1>
          {saved && (
            <p className="admin-builder__status">
              <ReminderStateBadge state={saved.state} />
              <span>{saved.next_run_at ? t('reminders.nextRun.at', { when: words.when(saved.next_run_at) }) : t('reminders.nextRun.none')}</span>
              {saved.created_by && <span>{t('reminders.createdBy', { email: saved.created_by.email })}</span>}
              {dirty && <span className="admin-badge admin-badge--warning">{t('reminders.unsaved')}</span>}
              {readOnly && <span className="admin-badge">{t('reminders.readOnly')}</span>}
            </p>
          )}
        </div>
      </div>
      {stale && (
        <div ref={staleRef} className="admin-builder__stale ui-callout" role="alert" tabIndex={-1}>
          <p className="admin-builder__stale-title">{t('reminders.stale.title')}</p>
          <p>{t('reminders.stale.message')}</p>
          <div className="admin-builder__stale-actions">
            <Button variant="primary" size="small" onClick={() => void reload()}>
              {t('reminders.stale.reload')}
            </Button>
            <Button size="small" onClick={() => setStale(false)}>
              {t('reminders.stale.keep')}
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
      <form className="reminders-form" aria-label={title} noValidate onSubmit={onSubmit}>
        <RadioGroup
          id={FIELD_IDS.target}
          legend={labels.target}
          value={draft.target}
          disabled={readOnly}
          error={errors.target}
          onChange={(value) => change('target', value, 'target')}
          options={[
            { value: 'users', label: t(`reminders.target.users.${kind}`) },
            { value: 'subjects', label: t(`reminders.target.subjects.${kind}`) },
          ]}
        />
        {draft.target === 'users' ? (
          <UsersPicker
            value={draft.users}
            hidden={draft.hiddenUserIds.length}
            disabled={readOnly}
            error={errors.users}
            onChange={(users) => change('users', users, 'users')}
          />
        ) : (
          <SubjectsPicker kind={kind} value={draft.subjectKeys} disabled={readOnly} error={errors.subjects} onChange={(keys) => change('subjectKeys', keys, 'subjects')} />
        )}
        <Select
          id={FIELD_IDS.period}
          size="small"
          label={labels.period}
          hint={t(`reminders.field.periodHint.${kind}`)}
          required
          disabled={readOnly}
          value={draft.period}
          options={periods.map((period) => ({ value: period, label: period }))}
          error={errors.period}
          onChange={(event) => change('period', event.target.value, 'period')}
        />
        <fieldset className="reminders-fieldset">
          <legend className="reminders-fieldset__legend">{t('reminders.field.message')}</legend>
          <p className="ui-field__hint">{t('reminders.field.messageHint')}</p>
          <div className="reminders-form__languages">
            <TextArea
              id={FIELD_IDS['message.en']}
              lang="en"
              rows={3}
              label={labels['message.en']}
              maxLength={REMINDER_LIMITS.messageMax}
              disabled={readOnly}
              value={draft.messageEn}
              error={errors['message.en']}
              onChange={(event) => change('messageEn', event.target.value, 'message.en')}
            />
            <TextArea
              id={FIELD_IDS['message.fr']}
              lang="fr"
              rows={3}
              label={labels['message.fr']}
              maxLength={REMINDER_LIMITS.messageMax}
              disabled={readOnly}
              value={draft.messageFr}
              error={errors['message.fr']}
              onChange={(event) => change('messageFr', event.target.value, 'message.fr')}
            />
          </div>
        </fieldset>
        <ScheduleFields draft={draft} config={config} errors={errors} disabled={readOnly} onChange={(key, value, field) => change(key, value, field)} />
        <Checkbox label={t('reminders.field.paused')} hint={t('reminders.field.pausedHint')} disabled={readOnly} checked={draft.paused} onChange={(event) => change('paused', event.target.checked)} />
        <div className="admin-builder__actions reminders-form__actions">
          <div className="admin-builder__action-group">
            {!readOnly && (
              <Button type="submit" variant="primary" loading={save.isPending && !send.isPending} disabled={busy || (saved !== null && !dirty)}>
                {saved ? t('common.save') : t('reminders.create')}
              </Button>
            )}
            <Button onClick={onPreview} disabled={busy}>
              {t('reminders.preview.open')}
            </Button>
            {(saved ? saved.abilities.send && (!dirty || saved.abilities.update) : true) && (
              <Button onClick={() => void onSendNow()} loading={send.isPending} disabled={busy}>
                {dirty || !saved ? t('reminders.send.saveAndSend') : t('reminders.send.now')}
              </Button>
            )}
            <Link className={buttonClassName()} to={remindersListPath(kind, saved?.target)}>
              {t('reminders.backToList')}
            </Link>
          </div>
          {saved?.abilities.delete && (
            <ConfirmButton
              disabled={busy}
              confirm={{ title: t('reminders.delete.title'), message: t('reminders.delete.message'), confirmLabel: t('reminders.delete.confirm'), danger: true }}
              onConfirm={onDelete}
            >
              {t('reminders.delete.button')}
            </ConfirmButton>
          )}
        </div>
      </form>
      <PreviewDialog source={preview} onClose={() => setPreview(null)} onInvalid={onPreviewInvalid} />
    </>
  );
}
