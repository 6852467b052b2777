import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { validateSignIn } from '../utils/auth-validation';

export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn(email, password);
    if (problem) return toast.error(problem);
    signIn.mutate({ email, password }, { onSuccess: onSignedIn, onError: (error) => toast.error(errorMessage(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" loading={signIn.isPending} loadingText="Signing in...">
          Sign In
        </Button>
        <Button variant="link" size="sm" alignSelf="center" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </Stack>
    </form>
  );
}
