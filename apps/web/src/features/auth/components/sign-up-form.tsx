import { Stack } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { validateSignUp } from '../utils/auth-validation';
import { FormAlert, serverFormEmail, useServerFormError } from './form-alert';

/** A real form, as the sign-in form (posted to /auth by the browser until the app has hydrated). */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
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
          toast.success('Welcome to FLOW!', "Let's find your natural rhythm.");
          onSignedUp();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} method="post" action="/auth" noValidate aria-label="Sign up">
      <input type="hidden" name="intent" value="signup" />
      <Stack gap="4">
        <FormAlert intent="signup" message={serverError} />
        <TextField label="Full Name" optional name="name" autoComplete="name" maxLength={100} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={255}
          defaultValue={serverFormEmail('signup')}
          data-form-email="signup"
        />
        <TextField label="Password" type="password" name="password" autoComplete="new-password" helperText="At least 6 characters" />
        <Button type="submit" size="lg" loading={signUp.isPending} loadingText="Creating account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
