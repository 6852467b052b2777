import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useUpdatePassword } from '../api/update-password';
import { useVerifyRecovery } from '../api/verify-recovery';
import { parseRecoveryHash, validateNewPassword } from '../utils/auth-validation';
import { useTranslation } from 'react-i18next';
import { AUTH, authText } from '../utils/auth-texts';

/**
 * /reset-password: the e-mailed link (#type=recovery&token=…) becomes a session, then the person
 * picks a new password and goes to /. A bad or used link is sent back to /auth.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(AUTH);
  const navigate = useNavigate();
  const { status } = useAuth();
  const verify = useVerifyRecovery();
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [verified, setVerified] = useState(false);
  // Without a recovery link the current password proves it is the owner (a stolen session is not enough).
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status === 'loading') return;
    const { token } = parseRecoveryHash(window.location.hash);
    const invalid = () => {
      toast.error(authText('invalidRecoveryLink'));
      navigate(paths.auth, { replace: true });
    };
    started.current = true;
    if (!token) {
      // Signed-in people may also come here to change their password.
      if (status === 'signedIn') {
        setNeedsCurrent(true);
        setVerified(true);
      } else invalid();
      return;
    }
    // The token is single-use: take it out of the address bar and history straight away.
    window.history.replaceState(null, '', paths.resetPassword);
    verify.mutate(token, { onSuccess: () => setVerified(true), onError: invalid });
  }, [status, navigate, verify]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) return toast.error(problem);
    if (needsCurrent && !currentPassword) return toast.error(t('currentPasswordRequired'));
    update.mutate(
      { password, ...(needsCurrent ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          toast.success(t('passwordUpdated'), t('passwordUpdatedText'));
          navigate(paths.today, { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  if (!verified) return <FullPageSpinner label={t('checkingLink')} />;

  return (
    <Center as="main" id="main" minH="100dvh" px="4" py="10">
      <Stack w="full" maxW="md" gap="6" p={{ base: '6', md: '8' }} bg="bg.card" borderRadius="2xl" boxShadow="xl" borderWidth="1px" borderColor="border.muted">
        <Stack align="center" gap="2">
          <Logo linked={false} />
          <Heading as="h1" size="lg">
            {t('newPasswordTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm" textAlign="center">
            {t('newPasswordText')}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label={t('newPasswordForm')}>
          <Stack gap="4">
            {needsCurrent && (
              <TextField
                label={t('currentPassword')}
                type="password"
                name="current-password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
              />
            )}
            <TextField
              label={t('newPassword')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('confirmPassword')}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" size="lg" loading={update.isPending} loadingText={t('updating')}>
              {t('updatePassword')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                navigate(paths.auth);
              }}
            >
              {t('backToSignIn')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Center>
  );
}
