import { Link } from 'react-router';
import { useT } from '../../../../ui/i18n/useT';

export const DUPLICATE_LINK_ID = 'duplicate-input-link';

/** DUPLICATED (spec §5): an input already exists for these tags and period; a link to edit it instead. */
export function DuplicateWarning({ subjectKey, inputId, name }: { subjectKey: string; inputId: number; name: string }) {
  const t = useT();
  return (
    <div className="entry-callout entry-callout--warning" role="alert">
      <p className="entry-callout__title">{t('dataEntry.form.duplicated', { name })}</p>
      <Link id={DUPLICATE_LINK_ID} to={`/admin/subjects/${subjectKey}/inputs/${inputId}`}>{t('dataEntry.form.openExisting')}</Link>
    </div>
  );
}
