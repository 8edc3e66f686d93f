import type { Audience } from '@platform/shared/profile/profile.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button, type ButtonProps } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { impersonationApi } from './impersonation.api';
import { refusalMessage } from './impersonation-errors';
import { useImpersonationAction } from './use-impersonation-action';

export interface ViewAsVisitorButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className' | 'disabled'> {
  /** The visitor whose site to show: the public one (default), or a reader of the private audience. */
  audience?: Audience;
}

/** Shows the site as a visitor of the audience would see it, in the current language, from its home page. */
export function ViewAsVisitorButton({ audience = 'public', ...rest }: ViewAsVisitorButtonProps) {
  const t = useT();
  const { locale } = useLocale();
  const { working, run } = useImpersonationAction(refusalMessage);
  const start = () => run(async () => (await impersonationApi.startPublic(audience, locale)).permissions.sign_in_path);
  return (
    <Button {...rest} onClick={start} loading={working}>
      {t(`impersonation.viewAsVisitor.${audience}`)}
    </Button>
  );
}
