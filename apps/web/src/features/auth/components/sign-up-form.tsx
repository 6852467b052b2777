import { Stack } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { validateSignUp } from '../utils/auth-validation';
import { FormAlert, serverFormEmail, useServerFormError } from './form-alert';
import { useTranslation } from 'react-i18next';
import { AUTH } from '../utils/auth-texts';

/** A real form, as the sign-in form (posted to /auth by the browser until the app has hydrated). */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(AUTH);
  const signUp = useSignUp();
  const [serverError, setServerError] = useServerFormError('signup');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError('');
    const data = new FormData(event.currentTarget);
    const fullName = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const problem = validateSignUp(email, password);
    if (problem) return toast.error(problem);
    signUp.mutate(
      { email, password, ...(fullName ? { fullName } : {}) },
      {
        onSuccess: () => {
          toast.success(t('welcome'), t('welcomeText'));
          onSignedUp();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} method="post" action="/auth" noValidate aria-label={t('signUpForm')}>
      <input type="hidden" name="intent" value="signup" />
      <Stack gap="4">
        <FormAlert intent="signup" message={serverError} />
        <TextField label={t('fullName')} optional name="name" autoComplete="name" maxLength={100} />
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          maxLength={255}
          defaultValue={serverFormEmail('signup')}
          data-form-email="signup"
        />
        <TextField label={t('password')} type="password" name="password" autoComplete="new-password" helperText={t('passwordHelp')} />
        <Button type="submit" size="lg" loading={signUp.isPending} loadingText={t('creating')}>
          {t('createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
