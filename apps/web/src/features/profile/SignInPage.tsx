import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInBodySchema, type SignInBody } from '@platform/shared/profile/profile.schemas';
import { Link } from '../../app/navigation/Link';
import { useNavigate, useSearchParams } from '../../app/navigation/navigation-context';
import { isApiError } from '../../app/api/api-error';
import { useClient } from '../../app/session/page-data';
import { applyServerErrors } from '../../app/forms/server-errors';
import { zodFormResolver } from '../../app/forms/zod-form-resolver';
import { useT } from '../../ui/i18n/useT';
import { Button } from '../../ui/button/Button';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { TextField } from '../../ui/form/TextField';
import { useSignIn } from './profile.api';
import { ProfileCard } from './ProfileCard';
import { safeRedirect, signInErrorMessage } from './sign-in-error-message';
import type { PasswordChangeState } from './NewPasswordPage';

export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const client = useClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignInBody>({
    resolver: zodFormResolver(signInBodySchema, t),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await signIn.mutateAsync(values);
      navigate(safeRedirect(searchParams.get('redirect'), response.sign_in_path), { replace: true });
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('errors.notice.internal'));
      if (error.kind === 'TEMPORARY_PASSWORD' || error.code === 'PASSWORD_EXPIRED') {
        // The current password is kept (in memory only) to prove the change on the next screen.
        const state: PasswordChangeState = {
          email: values.email,
          password: values.password,
          reason: error.code === 'PASSWORD_EXPIRED' ? 'expired' : 'temporary',
        };
        return navigate('/profile/password', { state });
      }
      if (error.kind === 'INVALID') return applyServerErrors(error, setError, t, ['email', 'password']);
      setFailure(signInErrorMessage(error, t));
    }
  });

  return (
    <ProfileCard title={t('profile.signIn.title')}>
      {failure && (
        <p role="alert" className="profile-card__alert">
          {failure}
        </p>
      )}
      <Form onSubmit={onSubmit} size="full" aria-label={t('profile.signIn.title')}>
        <TextField
          label={t('profile.signIn.email')}
          type="email"
          autoComplete="username"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('profile.signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={signIn.isPending}>
            {t('profile.signIn.submit')}
          </Button>
          <Link to="/profile/password/recover">{t('profile.signIn.forgot')}</Link>
        </FormActions>
        {/* Where the client has an identity provider, its users sign in there (they have no password here). */}
        {client.settings.saml && (
          <p className="profile-card__alternative">
            <Link to="/profile/saml/sign_in">{t('profile.signIn.saml')}</Link>
          </p>
        )}
      </Form>
    </ProfileCard>
  );
}
