import { useId, useState } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { FieldError } from '../../../ui/form/FieldShell';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useReminderSubjects } from '../reminders-queries';
import { FIELD_IDS } from './reminder-draft';

/**
 * The subjects a reminder names (their contributors for data, those who decide on them for approvals): a box per
 * live subject, with a filter by name, and those chosen that no longer exist kept until unticked.
 */
export function SubjectsPicker({ value, onChange, error, disabled, kind }: { value: string[]; onChange(keys: string[]): void; error?: string; disabled?: boolean; kind: 'data' | 'approval' }) {
  const t = useT();
  const id = useId();
  const { locale } = useLocale();
  const subjects = useReminderSubjects();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const all = (subjects.data ?? []).map((subject) => ({ key: subject.key, name: subject.name[locale] || subject.key }));
  const known = new Set(all.map((subject) => subject.key));
  const gone = value.filter((key) => !known.has(key)).map((key) => ({ key, name: key }));
  const needle = filter.trim().toLowerCase();
  const shown = [...gone, ...all].filter((subject) => needle === '' || chosen.has(subject.key) || subject.name.toLowerCase().includes(needle) || subject.key.includes(needle));
  const toggle = (key: string, on: boolean) => onChange(on ? [...value, key] : value.filter((each) => each !== key));

  return (
    <fieldset id={FIELD_IDS.subjects} tabIndex={-1} className="reminders-picker" aria-describedby={error ? `${id}-error` : `${id}-hint`} data-invalid={error ? true : undefined}>
      <legend className="ui-field__label">
        {t('reminders.subjects.title')} <span className="reminders-muted">{t('reminders.subjects.count', { count: value.length })}</span>
      </legend>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t(kind === 'data' ? 'reminders.subjects.hintData' : 'reminders.subjects.hintApproval')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {subjects.isPending ? (
        <Loader type="small" label={t('reminders.subjects.loading')} />
      ) : subjects.isError ? (
        <div className="ui-callout" role="alert">
          <p>{t('reminders.subjects.failed')}</p>
          <Button size="small" onClick={() => void subjects.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          {all.length > 8 && (
            <TextField type="search" size="medium" autoComplete="off" label={t('reminders.subjects.filter')} value={filter} onChange={(event) => setFilter(event.target.value)} />
          )}
          {all.length === 0 && gone.length === 0 ? (
            <p className="reminders-muted">{t('reminders.subjects.none')}</p>
          ) : (
            <ul className="reminders-subjects">
              {shown.map((subject) => (
                <li key={subject.key}>
                  <label className="reminders-choice">
                    <input
                      type="checkbox"
                      checked={chosen.has(subject.key)}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => toggle(subject.key, event.target.checked)}
                    />
                    <span>{known.has(subject.key) ? subject.name : t('reminders.subjects.gone', { key: subject.key })}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
