import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { validateSignUp } from '../utils/auth-validation';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signUp = useSignUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(email, password);
    if (problem) return toast.error(problem);
    signUp.mutate(
      { email, password, ...(fullName.trim() ? { fullName: fullName.trim() } : {}) },
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
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <TextField label="Full Name" optional name="name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={100} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={255}
        />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          helperText="At least 6 characters"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" loading={signUp.isPending} loadingText="Creating account...">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
