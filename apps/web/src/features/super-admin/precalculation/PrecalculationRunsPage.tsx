import { useT } from '../../../ui/i18n/useT';
import { PrecalculationRunsSection } from './PrecalculationRunsSection';

/** /super_admin/precalculation_runs: the client's precalculation runs and the full recalculation of every indicator. */
export function PrecalculationRunsPage() {
  const t = useT();
  return (
    <>
      <h1>{t('superAdmin.nav.precalculationRuns')}</h1>
      <PrecalculationRunsSection />
    </>
  );
}
