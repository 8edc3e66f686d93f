import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { REMINDER_LIMITS, type ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { useClient } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FormActions } from '../../../ui/form/FormActions';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../ui/form/FormErrorSummary';
import { Select } from '../../../ui/form/Select';
import { TextArea } from '../../../ui/form/TextArea';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { REMINDERS_PATH } from '../reminders-paths';
import { useReminderConfig, useSaveReminderConfig } from '../reminders-queries';
import { periodChoices } from '../shared/period-choices';
import { timeZoneChoices } from '../shared/zoned-time';
import { RemindersNav } from '../list/RemindersNav';
import { CONFIG_FIELD_IDS, configBodyOf, configDraftErrors, configDraftOf, dueDateIds, type ConfigDraft } from './config-draft';
import '../../../styles/admin-screen.css';
import '../reminders.css';

/** /admin/reminders/config: the client's reminder settings, read first. */
export function ReminderConfigPage() {
  const t = useT();
  const config = useReminderConfig();
  return (
    <div className="admin-screen reminders">
      <RemindersNav />
      <h1>{t('reminders.config.title')}</h1>
      <p className="admin-screen__intro">{t('reminders.config.intro')}</p>
      {config.isPending ? (
        <Loader type="medium" label={t('reminders.config.loading')} />
      ) : config.isError ? (
        <div className="ui-callout" role="alert">
          <p>{t('reminders.config.failed')}</p>
          <Button size="small" onClick={() => void config.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ConfigForm config={config.data} />
      )}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Due dates per period (rows added and removed), the time zone and hour reminders go out at, the weekly cap per
 * person, the sender's name and the standard texts in each language. A refusal marks its fields, with a summary
 * that takes the focus.
 */
function ConfigForm({ config }: { config: ReminderConfig }) {
  const t = useT();
  const client = useClient();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const save = useSaveReminderConfig();
  const [baseline, setBaseline] = useState<ConfigDraft>(() => configDraftOf(config));
  const [draft, setDraft] = useState<ConfigDraft>(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<FormErrorSummaryItem[] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const nextUid = useRef(draft.dueDates.length + 1);
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  useDirtyGuard(dirty, t('common.dirty.leave'));
  const zones = useMemo(() => timeZoneChoices(draft.timeZone), [draft.timeZone]);
  const periods = periodChoices(
    client.settings.dates.beginning_of_time,
    draft.dueDates.map((row) => row.period),
  );

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const set = <K extends keyof ConfigDraft>(key: K, value: ConfigDraft[K], field: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: '' } : current));
  };
  const setRow = (uid: number, change: { period?: string; date?: string }) => {
    set(
      'dueDates',
      draft.dueDates.map((row) => (row.uid === uid ? { ...row, ...change } : row)),
      `row.${uid}`,
    );
  };
  const addRow = () => {
    const used = new Set(draft.dueDates.map((row) => row.period));
    const period = periods.find((each) => !used.has(each) && Number(each) <= new Date().getFullYear()) ?? periods.find((each) => !used.has(each)) ?? periods[0]!;
    const uid = nextUid.current++;
    set('dueDates', [{ uid, period, date: '' }, ...draft.dueDates], 'due_dates');
    // The new row's period takes the focus once it is on the page.
    requestAnimationFrame(() => document.getElementById(dueDateIds(uid).period)?.focus());
  };

  const labelOf = (key: string): string | undefined => {
    if (key.startsWith('row.')) {
      const row = draft.dueDates.find((each) => `row.${each.uid}` === key);
      return row ? t('reminders.config.dueDateOf', { period: row.period }) : undefined;
    }
    const labels: Record<string, string> = {
      due_dates: t('reminders.config.dueDates'),
      time_zone: t('reminders.config.timeZone'),
      send_hour: t('reminders.config.sendHour'),
      max_per_user_per_week: t('reminders.config.cap'),
      sender_name: t('reminders.config.senderName'),
      'texts.en': t('reminders.config.textEn'),
      'texts.fr': t('reminders.config.textFr'),
    };
    return labels[key];
  };
  const idOf = (key: string): string => {
    if (key.startsWith('row.')) return dueDateIds(Number(key.slice(4))).date;
    return (CONFIG_FIELD_IDS as Record<string, string>)[key] ?? CONFIG_FIELD_IDS.due_dates;
  };
  // A server path (`due_dates.2024`, `texts`) as the form's key (`row.3`, `texts.en`).
  const keyOf = (path: string): string | null => {
    const [head, rest] = path.split('.');
    if (head === 'due_dates') {
      const row = rest ? draft.dueDates.find((each) => each.period === rest) : undefined;
      return row ? `row.${row.uid}` : 'due_dates';
    }
    if (head === 'texts') return rest === 'fr' ? 'texts.fr' : 'texts.en';
    return head && head in CONFIG_FIELD_IDS ? head : null;
  };

  const showErrors = (details: Record<string, FieldError[]>, fromServer: boolean) => {
    const messages: Record<string, string> = {};
    const items: FormErrorSummaryItem[] = [];
    for (const [path, list] of Object.entries(details)) {
      const first = list[0];
      if (!first) continue;
      const key = fromServer ? keyOf(path) : path;
      const message = first.error === 'DUPLICATED_PERIOD' ? t('reminders.config.error.duplicate', { period: String(first.period) }) : fieldErrorMessage(t, first);
      if (key && messages[key]) continue;
      if (key) messages[key] = message;
      items.push({ fieldId: key ? idOf(key) : CONFIG_FIELD_IDS.due_dates, label: key ? labelOf(key) : undefined, message });
    }
    setErrors(messages);
    setSummary(items);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const local = configDraftErrors(draft);
    if (Object.keys(local).length > 0) {
      showErrors(local, false);
      return;
    }
    setErrors({});
    setSummary(null);
    try {
      const saved = await save.mutateAsync(configBodyOf(draft));
      const next = configDraftOf(saved);
      nextUid.current = next.dueDates.length + 1;
      setBaseline(next);
      setDraft(next);
      notify({ level: 'success', message: t('reminders.config.saved') });
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') showErrors(error.details, true);
      else handleCallError(error, handlers, { isLoad: false });
    }
  };

  return (
    <>
      {summary && (
        <div className="admin-builder__invalid">
          <p>{t('errors.notice.fixErrors')}</p>
          <FormErrorSummary ref={summaryRef} errors={summary} />
        </div>
      )}
      <form className="reminders-form reminders-config" aria-label={t('reminders.config.title')} noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="reminders-fieldset">
          <legend className="reminders-fieldset__legend">{t('reminders.config.dueDates')}</legend>
          <p className="ui-field__hint">{t('reminders.config.dueDatesHint')}</p>
          <Button id={CONFIG_FIELD_IDS.due_dates} size="small" onClick={addRow}>
            {t('reminders.config.addDueDate')}
          </Button>
          {errors.due_dates && <p className="ui-field__error">{errors.due_dates}</p>}
          {draft.dueDates.length === 0 ? (
            <p className="reminders-muted">{t('reminders.config.noDueDate')}</p>
          ) : (
            <ul className="reminders-due-dates">
              {draft.dueDates.map((row) => {
                const ids = dueDateIds(row.uid);
                return (
                  <li key={row.uid} className="reminders-due-dates__row">
                    <Select
                      id={ids.period}
                      size="small"
                      label={t('reminders.config.period')}
                      value={row.period}
                      options={periods.map((period) => ({ value: period, label: period }))}
                      onChange={(event) => setRow(row.uid, { period: event.target.value })}
                    />
                    <TextField
                      id={ids.date}
                      type="date"
                      size="medium"
                      label={t('reminders.config.dueDate')}
                      required
                      value={row.date}
                      error={errors[`row.${row.uid}`] || undefined}
                      onChange={(event) => setRow(row.uid, { date: event.target.value })}
                    />
                    <Button
                      size="small"
                      className="reminders-due-dates__remove"
                      aria-label={t('reminders.config.removeDueDate', { period: row.period })}
                      onClick={() =>
                        set(
                          'dueDates',
                          draft.dueDates.filter((each) => each.uid !== row.uid),
                          `row.${row.uid}`,
                        )
                      }
                    >
                      {t('reminders.config.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <fieldset className="reminders-fieldset">
          <legend className="reminders-fieldset__legend">{t('reminders.config.sending')}</legend>
          <div className="reminders-form__row">
            <Select
              id={CONFIG_FIELD_IDS.time_zone}
              size="large"
              label={t('reminders.config.timeZone')}
              required
              value={draft.timeZone}
              options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
              error={errors.time_zone || undefined}
              onChange={(event) => set('timeZone', event.target.value, 'time_zone')}
            />
            <Select
              id={CONFIG_FIELD_IDS.send_hour}
              size="small"
              label={t('reminders.config.sendHour')}
              required
              value={draft.sendHour}
              options={HOURS.map((hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }))}
              error={errors.send_hour || undefined}
              onChange={(event) => set('sendHour', event.target.value, 'send_hour')}
            />
          </div>
          <TextField
            id={CONFIG_FIELD_IDS.max_per_user_per_week}
            type="number"
            inputMode="numeric"
            size="small"
            min={1}
            max={REMINDER_LIMITS.maxPerUserPerWeekMax}
            label={t('reminders.config.cap')}
            hint={t('reminders.config.capHint')}
            required
            value={draft.maxPerWeek}
            error={errors.max_per_user_per_week || undefined}
            onChange={(event) => set('maxPerWeek', event.target.value, 'max_per_user_per_week')}
          />
          <TextField
            id={CONFIG_FIELD_IDS.sender_name}
            size="large"
            label={t('reminders.config.senderName')}
            hint={t('reminders.config.senderNameHint')}
            maxLength={REMINDER_LIMITS.senderNameMax}
            autoComplete="off"
            value={draft.senderName}
            error={errors.sender_name || undefined}
            onChange={(event) => set('senderName', event.target.value, 'sender_name')}
          />
        </fieldset>
        <fieldset className="reminders-fieldset">
          <legend className="reminders-fieldset__legend">{t('reminders.config.texts')}</legend>
          <p className="ui-field__hint">{t('reminders.config.textsHint')}</p>
          <div className="reminders-form__languages">
            <TextArea
              id={CONFIG_FIELD_IDS['texts.en']}
              lang="en"
              rows={5}
              label={t('reminders.config.textEn')}
              maxLength={REMINDER_LIMITS.textMax}
              value={draft.textEn}
              error={errors['texts.en'] || undefined}
              onChange={(event) => set('textEn', event.target.value, 'texts.en')}
            />
            <TextArea
              id={CONFIG_FIELD_IDS['texts.fr']}
              lang="fr"
              rows={5}
              label={t('reminders.config.textFr')}
              maxLength={REMINDER_LIMITS.textMax}
              value={draft.textFr}
              error={errors['texts.fr'] || undefined}
              onChange={(event) => set('textFr', event.target.value, 'texts.fr')}
            />
          </div>
        </fieldset>
        <FormActions>
          <Button type="submit" variant="primary" loading={save.isPending} disabled={!dirty}>
            {t('reminders.config.save')}
          </Button>
          <Button
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(baseline);
              setErrors({});
              setSummary(null);
            }}
          >
            {t('reminders.config.reset')}
          </Button>
          <Link to={REMINDERS_PATH}>
            {t('reminders.backToOverview')}
          </Link>
        </FormActions>
      </form>
    </>
  );
}
