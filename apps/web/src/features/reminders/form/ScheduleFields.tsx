import { Link } from 'react-router';
import { REMINDER_LIMITS, type ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { REMINDERS_CONFIG_PATH } from '../reminders-paths';
import { useReminderWords } from '../shared/use-reminder-words';
import { RadioGroup } from './RadioGroup';
import { FIELD_IDS, type DraftField, type ReminderDraft } from './reminder-draft';

type ScheduleKeys = 'scheduleType' | 'sendDay' | 'sendTime' | 'startsOn' | 'everyDays' | 'until';

/**
 * When a reminder runs: once, on a day at a time (in the client's time zone), or every N days from a day at the
 * client's sending hour, until the period's due date (said, or said to be missing) or until nobody owes anything.
 */
export function ScheduleFields({
  draft,
  config,
  errors,
  onChange,
  disabled,
}: {
  draft: Pick<ReminderDraft, ScheduleKeys | 'period'>;
  config: ReminderConfig;
  errors: Partial<Record<DraftField, string>>;
  onChange<K extends ScheduleKeys>(key: K, value: ReminderDraft[K], field: DraftField): void;
  disabled?: boolean;
}) {
  const t = useT();
  const words = useReminderWords();
  const due = config.due_dates[draft.period];
  const hour = `${String(config.send_hour).padStart(2, '0')}:00`;
  return (
    <fieldset className="reminders-fieldset">
      <legend className="reminders-fieldset__legend">{t('reminders.schedule.title')}</legend>
      <RadioGroup
        id={FIELD_IDS['schedule.type']}
        legend={t('reminders.schedule.type')}
        value={draft.scheduleType}
        disabled={disabled}
        error={errors['schedule.type']}
        onChange={(value) => onChange('scheduleType', value, 'schedule.type')}
        options={[
          { value: 'once', label: t('reminders.schedule.type.once') },
          { value: 'recurring', label: t('reminders.schedule.type.recurring') },
        ]}
      />
      {draft.scheduleType === 'once' ? (
        <div className="reminders-form__row">
          <p id="reminder-time-zone" className="ui-field__hint reminders-form__row-hint">
            {t('reminders.schedule.timeZone', { zone: config.time_zone })}
          </p>
          <TextField
            id={FIELD_IDS['schedule.send_at']}
            aria-describedby="reminder-time-zone"
            type="date"
            size="medium"
            label={t('reminders.schedule.sendDay')}
            required
            disabled={disabled}
            value={draft.sendDay}
            error={errors['schedule.send_at']}
            onChange={(event) => onChange('sendDay', event.target.value, 'schedule.send_at')}
          />
          <TextField
            id="reminder-send-time"
            type="time"
            size="small"
            label={t('reminders.schedule.sendTime')}
            aria-describedby="reminder-time-zone"
            required
            disabled={disabled}
            value={draft.sendTime}
            onChange={(event) => onChange('sendTime', event.target.value, 'schedule.send_at')}
          />
        </div>
      ) : (
        <>
          <div className="reminders-form__row">
            <p id="reminder-sending-hour" className="ui-field__hint reminders-form__row-hint">
              {t('reminders.schedule.atHour', { hour, zone: config.time_zone })}
            </p>
            <TextField
              id={FIELD_IDS['schedule.starts_on']}
              aria-describedby="reminder-sending-hour"
              type="date"
              size="medium"
              label={t('reminders.schedule.startsOn')}
              required
              disabled={disabled}
              value={draft.startsOn}
              error={errors['schedule.starts_on']}
              onChange={(event) => onChange('startsOn', event.target.value, 'schedule.starts_on')}
            />
            <TextField
              id={FIELD_IDS['schedule.every_days']}
              type="number"
              inputMode="numeric"
              size="small"
              min={1}
              max={REMINDER_LIMITS.everyDaysMax}
              label={t('reminders.schedule.everyDays')}
              required
              disabled={disabled}
              value={draft.everyDays}
              error={errors['schedule.every_days']}
              onChange={(event) => onChange('everyDays', event.target.value, 'schedule.every_days')}
            />
          </div>
          <RadioGroup
            id={FIELD_IDS['schedule.until']}
            legend={t('reminders.schedule.until')}
            value={draft.until}
            disabled={disabled}
            error={errors['schedule.until']}
            onChange={(value) => onChange('until', value, 'schedule.until')}
            options={[
              {
                value: 'due_date',
                label: t('reminders.schedule.until.due_date'),
                hint: due ? (
                  t('reminders.schedule.dueDate', { period: draft.period, date: words.day(due) })
                ) : (
                  <>
                    {t('reminders.schedule.noDueDate', { period: draft.period })} <Link to={REMINDERS_CONFIG_PATH}>{t('reminders.schedule.setDueDate')}</Link>
                  </>
                ),
              },
              { value: 'nothing_owed', label: t('reminders.schedule.until.nothing_owed') },
            ]}
          />
        </>
      )}
    </fieldset>
  );
}
