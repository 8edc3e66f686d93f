import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../app/navigation/Link';
import { useLocation, useNavigate, useSearchParams } from '../../app/navigation/navigation-context';
import { isApiError } from '../../app/api/api-error';
import { safeRedirect } from './sign-in-error-message';
import { applyServerErrors } from '../../app/forms/server-errors';
import { useT } from '../../ui/i18n/useT';
import { useProfile } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { TextField } from '../../ui/form/TextField';
import { useNotices } from '../../ui/notices/NoticeProvider';
import { PasswordHints } from './PasswordHints';
import { useSetNewPassword } from './profile.api';
import { ProfileCard } from './ProfileCard';
import { signInErrorMessage } from './sign-in-error-message';

/** Handed over by the sign-in screen when the password is temporary or expired. */
export interface PasswordChangeState {
  email: string;
  password: string;
  reason: 'temporary' | 'expired';
}

interface Values {
  current: string;
  new_password: string;
  confirm: string;
}

export function NewPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const profile = useProfile();
  const token = useSearchParams()[0].get('token');
  const handover = (useLocation().state as PasswordChangeState | null) ?? null;
  const change = useSetNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    defaultValues: { current: '', new_password: '', confirm: '' },
  });
  const needsCurrent = !token && !handover && profile !== null;

  if ((!token && !handover && !profile) || tokenInvalid) {
    return (
      <ProfileCard title={t('profile.password.title')}>
        <p role="alert" className="profile-card__alert">
          {t('profile.password.invalidToken')}
        </p>
        <p>
          <Link to="/profile/password/recover">{t('profile.recover.title')}</Link>
        </p>
      </ProfileCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (values.new_password !== values.confirm) {
      return setError('confirm', { type: 'mismatch', message: t('profile.password.mismatch') }, { shouldFocus: true });
    }
    try {
      const response = await change.mutateAsync({
        new_password: values.new_password,
        ...(token ? { token } : {}),
        ...(handover ? { email: handover.email, password: handover.password } : {}),
        ...(needsCurrent ? { password: values.current } : {}),
      });
      notify({ level: 'success', message: t('profile.password.saved') });
      navigate(safeRedirect(response.sign_in_path, '/'), { replace: true });
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('errors.notice.internal'));
      if (error.kind === 'INVALID') {
        // Without a new_password problem, a refused change means the link itself is bad.
        if (token && !error.details.new_password) return setTokenInvalid(true);
        const orphans = applyServerErrors(error, setError, t, ['new_password']);
        if (error.details.password) setError('current', { type: 'INVALID', message: t('validation.field.INVALID') });
        if (orphans.length > 0 && !error.details.password) setFailure(orphans.join(' '));
        return;
      }
      setFailure(signInErrorMessage(error, t));
    }
  });

  const intro =
    handover?.reason === 'temporary'
      ? t('profile.signIn.temporaryPassword')
      : handover?.reason === 'expired'
        ? t('errors.PASSWORD_EXPIRED.message')
        : undefined;
  return (
    <ProfileCard title={t('profile.password.title')} intro={intro}>
      {failure && (
        <p role="alert" className="profile-card__alert">
          {failure}
        </p>
      )}
      <Form onSubmit={onSubmit} size="full" aria-label={t('profile.password.title')}>
        {handover && <input type="email" autoComplete="username" value={handover.email} readOnly hidden />}
        {needsCurrent && (
          <TextField
            label={t('profile.password.current')}
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.current?.message}
            {...register('current', { required: t('validation.field.BLANK') })}
          />
        )}
        <TextField
          label={t('profile.password.new')}
          type="password"
          autoComplete="new-password"
          required
          error={formState.errors.new_password?.message}
          hint={<PasswordHints id="password-hints" password={watch('new_password')} />}
          {...register('new_password', { required: t('validation.field.BLANK') })}
        />
        <TextField
          label={t('profile.password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={formState.errors.confirm?.message}
          {...register('confirm', { required: t('validation.field.BLANK') })}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </FormActions>
      </Form>
    </ProfileCard>
  );
}
