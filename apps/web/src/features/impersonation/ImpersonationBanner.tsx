import { isApiError } from '../../app/api/api-error';
import { useProfile } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { impersonationApi } from './impersonation.api';
import { useImpersonationAction } from './use-impersonation-action';
import './impersonation-banner.css';

const stopRefusal = (error: unknown) => (isApiError(error) && error.code === 'ACCESS_DENIED' ? 'impersonation.stopRefused' : null);

/**
 * Says, on every page of an impersonated session, who is acting as whom, with the way back: Stop ends the
 * impersonation and loads the page the server names (the administrator's own session starts there).
 */
export function ImpersonationBanner() {
  const t = useT();
  const profile = useProfile();
  const { working, run } = useImpersonationAction(stopRefusal);
  if (!profile?.impersonated_by) return null;
  const visitor = profile.visitor ? profile.audience : null;
  const user = visitor ? t(`impersonation.banner.visitor.${visitor}`) : profile.email;
  const stop = () => run(async () => (await impersonationApi.stop(profile.id)).redirect_url);
  return (
    <section className="impersonation-banner" aria-label={t('impersonation.title')}>
      <p className="impersonation-banner__text">{t('impersonation.banner.actingAs', { user, impersonator: profile.impersonated_by })}</p>
      <Button size="small" onClick={stop} loading={working}>
        {t('impersonation.stop')}
      </Button>
    </section>
  );
}
