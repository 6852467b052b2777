import { Stack } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { validateSignIn } from '../utils/auth-validation';
import { FormAlert, serverFormEmail, useServerFormError } from './form-alert';
import { useTranslation } from 'react-i18next';
import { AUTH } from '../utils/auth-texts';

/**
 * A real form: before the app's JavaScript has loaded (or without it) the browser posts it to /auth and
 * the gateway signs in; once hydrated, the app sends it to the API itself. The fields are uncontrolled,
 * so what someone typed before hydration stays.
 */
export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const { t } = useTranslation(AUTH);
  const signIn = useSignIn();
  const [serverError, setServerError] = useServerFormError('signin');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError('');
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const problem = validateSignIn(email, password);
    if (problem) return toast.error(problem);
    signIn.mutate({ email, password }, { onSuccess: onSignedIn, onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <form onSubmit={submit} method="post" action="/auth" noValidate aria-label={t('signInForm')}>
      <input type="hidden" name="intent" value="signin" />
      <Stack gap="4">
        <FormAlert intent="signin" message={serverError} />
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          defaultValue={serverFormEmail('signin')}
          data-form-email="signin"
        />
        <TextField label={t('password')} type="password" name="password" autoComplete="current-password" />
        <Button type="submit" size="lg" loading={signIn.isPending} loadingText={t('signingIn')}>
          {t('signIn')}
        </Button>
        <Button variant="link" size="sm" alignSelf="center" onClick={onForgotPassword} data-needs-script>
          {t('forgot')}
        </Button>
      </Stack>
    </form>
  );
}
