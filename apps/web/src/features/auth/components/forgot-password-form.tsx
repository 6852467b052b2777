import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validateResetRequest } from '../utils/auth-validation';

export const RESET_EMAIL_FAILED = 'Failed to send reset email';

/** The Reset Password view of /auth: Send Reset Link and Back to Sign In. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResetRequest(email);
    if (problem) return toast.error(problem);
    request.mutate(email.trim(), {
      onSuccess: () => {
        toast.success('Check your email', `If an account exists for ${email.trim()}, a reset link is on its way.`);
        onBack();
      },
      // A refused address keeps the server's reason; anything else is the spec's message.
      onError: (error) => toast.error(error instanceof ApiError && (error.status === 422 || error.status === 429) ? error.message : RESET_EMAIL_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Reset Password
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Enter your email and we&apos;ll send you a link to choose a new password.
          </Text>
        </Stack>
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
        <Button type="submit" size="lg" loading={request.isPending} loadingText="Sending...">
          Send Reset Link
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to Sign In
        </Button>
      </Stack>
    </form>
  );
}
