import { PASSWORD_RULES } from '@platform/shared/profile/password-rules';
import { useT } from '../../ui/i18n/useT';
import './password-hints.css';

/** The live hints of spec §5: each rule ticks as the typed password meets it. */
export function PasswordHints({ password, id }: { password: string; id: string }) {
  const t = useT();
  return (
    <div id={id} className="password-hints">
      <p>{t('profile.password.hints')}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={met ? 'password-hints__rule--met' : undefined} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`profile.password.hint.${rule.key}`)}
              <span className="visually-hidden">
                {' '}
                ({t(met ? 'profile.password.hint.met' : 'profile.password.hint.unmet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
