import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoverPasswordBodySchema } from '@platform/shared/profile/profile.schemas';
import { Link } from '../../app/navigation/Link';
import { isApiError } from '../../app/api/api-error';
import { applyServerErrors } from '../../app/forms/server-errors';
import { zodFormResolver } from '../../app/forms/zod-form-resolver';
import { useT } from '../../ui/i18n/useT';
import { Button } from '../../ui/button/Button';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { TextField } from '../../ui/form/TextField';
import { useRecoverPassword } from './profile.api';
import { ProfileCard } from './ProfileCard';
import { signInErrorMessage } from './sign-in-error-message';

export function RecoverPasswordPage() {
  const t = useT();
  const recover = useRecoverPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodFormResolver(recoverPasswordBodySchema, t),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await recover.mutateAsync(email);
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') return applyServerErrors(error, setError, t, ['email']);
      setFailure(isApiError(error) ? signInErrorMessage(error, t) : t('errors.notice.internal'));
    }
  });

  return (
    <ProfileCard title={t('profile.recover.title')} intro={recover.isSuccess ? undefined : t('profile.recover.intro')}>
      {recover.isSuccess ? (
        <p role="status" className="profile-card__success">
          {t('profile.recover.sent')}
        </p>
      ) : (
        <>
          {failure && (
            <p role="alert" className="profile-card__alert">
              {failure}
            </p>
          )}
          <Form onSubmit={onSubmit} size="full" aria-label={t('profile.recover.title')}>
            <TextField
              label={t('profile.signIn.email')}
              type="email"
              autoComplete="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <FormActions>
              <Button type="submit" variant="primary" loading={recover.isPending}>
                {t('profile.recover.submit')}
              </Button>
            </FormActions>
          </Form>
        </>
      )}
      <p>
        <Link to="/profile/sign_in">{t('profile.recover.backToSignIn')}</Link>
      </p>
    </ProfileCard>
  );
}
