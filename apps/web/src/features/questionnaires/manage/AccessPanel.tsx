import { useId, useState } from 'react';
import { QUESTIONNAIRE_LIMITS } from '@platform/shared/questionnaires/questionnaires.schemas';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { Button } from '../../../ui/button/Button';
import { EmailText } from '../../../ui/email-text/EmailText';
import { Checkbox } from '../../../ui/form/Checkbox';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Modal } from '../../../ui/modal/Modal';
import { useNotices } from '../../../ui/notices/useNotices';
import { useQuestionnaireUsers, useSetAccess } from '../shared/questionnaires-queries';

type Person = { id: number; email: string };

/**
 * Who answers the questionnaire: its owner and the co-respondents, whom a manager chooses among the users of the
 * organisation who may answer questionnaires (a checklist in a dialog).
 */
export function AccessPanel({ questionnaireId, canManage }: { questionnaireId: number; canManage: boolean }) {
  const t = useT();
  const headingId = useId();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const users = useQuestionnaireUsers(questionnaireId, true);
  const setAccess = useSetAccess(questionnaireId);
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);

  const people: Person[] = users.data
    ? [...new Map([...users.data.users, ...users.data.candidates].filter((person) => person.id !== users.data.owner.id).map((person) => [person.id, person])).values()].sort(
        (a, b) => a.email.localeCompare(b.email),
      )
    : [];

  const onSave = async () => {
    if (!chosen) return;
    try {
      await setAccess.mutateAsync(people.filter((person) => chosen.has(person.id)).map((person) => person.id));
    } catch (error) {
      handleCallError(error, handlers, { isLoad: false });
      return;
    }
    setChosen(null);
    notify({ level: 'success', message: t('questionnaires.access.saved') });
  };

  return (
    <section className="qn-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('questionnaires.access.title')}</h2>
      {users.isPending ? (
        <Loader type="inline" label={t('questionnaires.access.loading')} />
      ) : !users.data ? (
        <p className="qn-muted">{t('questionnaires.access.failed')}</p>
      ) : (
        <>
          <ul className="qn-access">
            <li>
              <EmailText email={users.data.owner.email} /> <span className="qn-muted">{t('questionnaires.access.owner')}</span>
            </li>
            {users.data.users
              .filter((person) => person.id !== users.data.owner.id)
              .map((person) => (
                <li key={person.id}>
                  <EmailText email={person.email} />
                </li>
              ))}
          </ul>
          {users.data.users.filter((person) => person.id !== users.data.owner.id).length === 0 && <p className="qn-muted">{t('questionnaires.access.none')}</p>}
          {canManage && (
            <Button size="small" onClick={() => setChosen(new Set(users.data.users.map((person) => person.id)))}>
              {t('questionnaires.access.choose')}
            </Button>
          )}
        </>
      )}
      <Modal
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open && !setAccess.isPending) setChosen(null);
        }}
        title={t('questionnaires.access.dialogTitle')}
        description={t('questionnaires.access.dialogDescription', { max: QUESTIONNAIRE_LIMITS.accessMax })}
        footer={
          <>
            <Button onClick={() => setChosen(null)} disabled={setAccess.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" loading={setAccess.isPending} onClick={() => void onSave()}>
              {t('questionnaires.access.save')}
            </Button>
          </>
        }
      >
        {people.length === 0 ? (
          <p className="qn-muted">{t('questionnaires.access.noCandidate')}</p>
        ) : (
          <div className="qn-choices" role="group" aria-label={t('questionnaires.access.candidates')}>
            {people.map((person) => (
              <Checkbox
                key={person.id}
                label={person.email}
                checked={chosen?.has(person.id) ?? false}
                disabled={!chosen?.has(person.id) && (chosen?.size ?? 0) >= QUESTIONNAIRE_LIMITS.accessMax}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(person.id);
                    else next.delete(person.id);
                    return next;
                  })
                }
              />
            ))}
          </div>
        )}
      </Modal>
    </section>
  );
}
