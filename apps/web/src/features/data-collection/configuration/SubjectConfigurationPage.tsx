import { useParams } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useSubject } from '../data-collection-queries';
import type { PickableUser } from './ContributorsPicker';
import { SubjectConfigurationForm } from './SubjectConfigurationForm';
import { useAvailableUsers, useSections } from './subject-configuration.api';
import './subject-configuration.css';

/** Everyone who may be a contributor, current contributors included (even if no longer offered), by email. */
function pickableUsers(available: readonly PickableUser[], contributors: readonly PickableUser[]): PickableUser[] {
  const byId = new Map([...contributors, ...available].map((user) => [user.id, { id: user.id, email: user.email }]));
  return [...byId.values()].sort((a, b) => a.email.localeCompare(b.email));
}

/** /admin/subjects/:key/configuration: an administrator configures a subject (spec §3: subject, dynamic form fields). */
export function SubjectConfigurationPage() {
  const t = useT();
  const { locale } = useLocale();
  const key = useParams().key ?? '';
  const subject = useSubject(key);
  const sections = useSections();
  const users = useAvailableUsers(key);

  // Page-level failures (not found, no access) are shown by the common error handler.
  if (!subject.data || !sections.data || users.isPending) return <Loader type="medium" />;
  return (
    <div className="subject-config-page">
      <h1>{t('subjectConfiguration.title', { name: subject.data.name[locale] })}</h1>
      <SubjectConfigurationForm
        key={subject.data.key}
        subject={subject.data}
        sections={sections.data}
        users={pickableUsers(users.data ?? [], subject.data.contributors)}
        usersUnavailable={users.isError}
      />
    </div>
  );
}
