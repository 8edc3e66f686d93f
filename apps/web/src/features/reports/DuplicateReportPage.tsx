import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/NotFoundPage';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { REPORTS_PATH, reportPath } from './reports-paths';
import { useDuplicateReport } from './reports-queries';
import '../../styles/admin-screen.css';
import './reports.css';

/** /admin/reports/:id/duplicate: copies the report once, then opens the copy in place of this address. */
export function DuplicateReportPage() {
  const t = useT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const duplicate = useDuplicateReport();
  const started = useRef(false);
  const valid = Number.isInteger(id) && id > 0;

  useEffect(() => {
    // Once, even when the page is rendered twice (a second copy would be a surprise).
    if (!valid || started.current) return;
    started.current = true;
    duplicate.mutate(id, { onSuccess: (copy) => navigate(reportPath(copy.id), { replace: true }) });
  }, [duplicate, id, navigate, valid]);

  if (!valid) return <NotFoundPage />;
  return (
    <div className="admin-screen reports">
      <h1>{t('reports.duplicate.title')}</h1>
      {duplicate.isError ? (
        <div className="ui-callout" role="alert">
          <p>{t('reports.duplicate.failed')}</p>
          <Link to={REPORTS_PATH}>{t('reports.builder.back')}</Link>
        </div>
      ) : (
        <Loader type="medium" label={t('reports.duplicate.working')} />
      )}
    </div>
  );
}
