import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Modal } from '../../../ui/modal/Modal';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { reminderKeys, remindersApi, type PreviewLocale, type ReminderFieldsBody } from '../reminders.api';
import { useReminderWords } from '../shared/use-reminder-words';

/** What is previewed: a saved reminder as it is, or the form as it stands. */
export type PreviewSource = { id: number; body?: undefined } | { id?: undefined; body: ReminderFieldsBody };

const LOCALES: readonly PreviewLocale[] = ['en', 'fr'];

/**
 * The preview of a reminder, as the server would run it now: who would get it with what each owes, who would not
 * and why, and the mail (subject, text, and its HTML in a sandboxed frame) in the language chosen. A refusal of
 * the unsaved form goes back to the form, which marks its fields.
 */
export function PreviewDialog({ source, onClose, onInvalid }: { source: PreviewSource | null; onClose(): void; onInvalid(details: Record<string, FieldError[]>): void }) {
  const t = useT();
  return (
    <Modal open={source !== null} onOpenChange={(open) => !open && onClose()} title={t('reminders.preview.title')} size="x-large" description={t('reminders.preview.intro')}>
      {source && <PreviewBody source={source} onInvalid={onInvalid} />}
    </Modal>
  );
}

function PreviewBody({ source, onInvalid }: { source: PreviewSource; onInvalid(details: Record<string, FieldError[]>): void }) {
  const t = useT();
  const words = useReminderWords();
  const handlers = useCallErrorHandlers();
  const { locale: pageLocale } = useLocale();
  const [locale, setLocale] = useState<PreviewLocale>(pageLocale);
  const preview = useQuery({
    queryKey: reminderKeys.preview(source.id ?? null, source.body ?? null, locale),
    queryFn: ({ signal }) => (source.id !== undefined ? remindersApi.preview(source.id, locale, signal) : remindersApi.previewUnsaved(source.body, locale, signal)),
    staleTime: 0,
    gcTime: 0,
    // Another language keeps the rest in sight while its mail loads.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const error = preview.error;
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.kind === 'INVALID') onInvalid(error.details);
    // The dialog says the preview failed; an ended session is still the app's to handle.
    else handleCallError(error, handlers, { isLoad: false, handlesErrors: true });
  }, [error, onInvalid, handlers]);

  if (preview.isPending) return <Loader type="medium" label={t('reminders.preview.loading')} />;
  if (preview.isError || !preview.data) {
    return (
      <div className="ui-callout" role="alert">
        <p>{t('reminders.preview.failed')}</p>
        <Button size="small" onClick={() => void preview.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const { recipients, not_sent: notSent, mail } = preview.data;
  return (
    <div className="reminders-preview">
      <section aria-labelledby="reminder-preview-recipients">
        <h3 id="reminder-preview-recipients" className="reminders-preview__title">
          {t('reminders.preview.recipients', { count: recipients.length })}
        </h3>
        {recipients.length === 0 ? (
          <p className="reminders-muted">{t('reminders.preview.nobody')}</p>
        ) : (
          <ScrollTable labelledBy="reminder-preview-recipients" className="reminders-preview__table">
            <thead>
              <tr>
                <th scope="col">{t('reminders.preview.who')}</th>
                <th scope="col">{t('reminders.preview.language')}</th>
                <th scope="col">{t('reminders.preview.owes')}</th>
              </tr>
            </thead>
            <tbody>
              {recipients.map(({ user, owes }) => (
                <tr key={user.id}>
                  <th scope="row">
                    <EmailText email={user.email} />
                  </th>
                  <td>{t(`common.locale.${user.locale}`)}</td>
                  <td>{words.owes(owes)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
      {notSent.length > 0 && (
        <section aria-labelledby="reminder-preview-not-sent">
          <h3 id="reminder-preview-not-sent" className="reminders-preview__title">
            {t('reminders.preview.notSent', { count: notSent.length })}
          </h3>
          <ul className="reminders-run__list">
            {notSent.map((user) => (
              <li key={user.user_id}>{t('reminders.send.notSentItem', { email: user.email, reason: words.reason(user.reason) })}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="reminder-preview-mail">
        <div className="reminders-preview__mail-head">
          <h3 id="reminder-preview-mail" className="reminders-preview__title">
            {t('reminders.preview.mail')}
          </h3>
          <div role="group" aria-label={t('reminders.preview.mailLanguage')} className="reminders-preview__languages">
            {LOCALES.map((each) => (
              <Button key={each} size="small" variant={each === locale ? 'primary' : 'default'} aria-pressed={each === locale} lang={each} onClick={() => setLocale(each)}>
                {t(`common.locale.${each}`)}
              </Button>
            ))}
            {preview.isPlaceholderData && <Loader type="inline" label={t('reminders.preview.loading')} />}
          </div>
        </div>
        {recipients.length === 0 && <p className="reminders-muted">{t('reminders.preview.sample')}</p>}
        <dl className="reminders-preview__mail" lang={locale}>
          <dt>{t('reminders.preview.subject')}</dt>
          <dd className="reminders-preview__subject">{mail.subject}</dd>
          <dt>{t('reminders.preview.text')}</dt>
          <dd>
            <pre className="reminders-preview__text">{mail.text}</pre>
          </dd>
        </dl>
        {/* The server's sanitised HTML, in a frame with every permission withdrawn (no script, no same origin). */}
        <iframe className="reminders-preview__html" title={t('reminders.preview.html')} sandbox="" srcDoc={mail.html} />
      </section>
    </div>
  );
}
