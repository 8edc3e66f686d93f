import { useT } from '../../../ui/i18n/useT';

/** /super_admin/precalculation_runs: the precalculation runs. */
export function PrecalculationRunsPage() {
  const t = useT();
  return <h1>{t('superAdmin.errors.title')}</h1>;
}
