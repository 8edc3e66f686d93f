import { opens } from '../../app/layouts/admin-nav';
import { useProfile } from '../../app/session/page-data';
import { REPORTS_AREA } from './reports-area';

/** Whether the server opened the report builders' area to the caller (new reports, copies). */
export function useCanCreateReports(): boolean {
  const profile = useProfile();
  return profile !== null && opens(profile, { area: REPORTS_AREA });
}
