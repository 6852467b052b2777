import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validateResetRequest } from '../utils/auth-validation';
import { useTranslation } from 'react-i18next';
import { AUTH } from '../utils/auth-texts';

export const RESET_EMAIL_FAILED = 'Failed to send reset email';

/** The Reset Password view of /auth: Send Reset Link and Back to Sign In. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(AUTH);
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateResetRequest(email);
    if (problem) return toast.error(problem);
    request.mutate(email.trim(), {
      onSuccess: () => {
        toast.success(t('checkEmail'), t('checkEmailText', { email: email.trim() }));
        onBack();
      },
      // A refused address keeps the server's reason; anything else is the spec's message.
      onError: (error) => toast.error(error instanceof ApiError && (error.status === 422 || error.status === 429) ? error.message : t('resetFailed')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetForm')}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {t('resetTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('resetText')}
          </Text>
        </Stack>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={255}
        />
        <Button type="submit" size="lg" loading={request.isPending} loadingText={t('sending')}>
          {t('sendLink')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
