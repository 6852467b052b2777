import { Alert, CloseButton, Field, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { accountUserQueryOptions, confirmsWithPassword, deleteAccount } from '../api/account-api';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

/** What goes, in the person's words (every service erases its rows of theirs). */
const DELETED = ['signIn', 'profile', 'flows', 'calendars', 'coflow'] as const;

/**
 * 'Delete my account': confirmed by the password, or by the e-mail address for an account that
 * only signs in with Google. The server's refusals (wrong password, too many attempts) are shown
 * here, under the field; on success the person is signed out and taken to /auth.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation([SETTINGS, 'common']);
  const { signOut } = useAuth();
  const account = useQuery({ ...accountUserQueryOptions(), enabled: open });
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(t('delete.done'), t('delete.doneDetail'));
      await signOut();
      navigate(paths.auth, { replace: true });
    },
  });
  // The field appears once the account is known: focus it then (initialFocusEl covers a cached answer).
  useEffect(() => {
    if (open && account.data) inputRef.current?.focus();
  }, [open, account.data]);
  const withPassword = account.data ? confirmsWithPassword(account.data) : true;
  // A password is taken as typed (spaces count); an e-mail address is compared trimmed.
  const filled = withPassword ? value !== '' : value.trim() !== '';
  const ready = Boolean(account.data) && filled && !remove.isPending;
  // A refusal the person can fix (4xx) belongs to the field; anything else is a general failure.
  const refusal = remove.error instanceof ApiError && remove.error.status >= 400 && remove.error.status < 500 ? remove.error.message : null;
  const failure = remove.error && !refusal ? errorMessage(remove.error) : null;

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setValue('');
      remove.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(withPassword ? { password: value } : { email: value.trim() });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => close(e.open)}
      placement="center"
      initialFocusEl={() => inputRef.current}
      closeOnInteractOutside={!remove.isPending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="delete-account-dialog">
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{t('delete.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('delete.description')}</Dialog.Description>
                  <List.Root gap="1" ps="5" fontSize="sm">
                    {DELETED.map((item) => (
                      <List.Item key={item}>{t(`delete.item.${item}`)}</List.Item>
                    ))}
                  </List.Root>
                  <Text fontSize="sm" color="fg.muted">
                    {t('delete.signedOut')}
                  </Text>
                  {account.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Description>
                        {errorMessage(account.error)}{' '}
                        <Button variant="link" size="sm" onClick={() => void account.refetch()}>
                          {t('common:tryAgain')}
                        </Button>
                      </Alert.Description>
                    </Alert.Root>
                  ) : account.isPending ? (
                    <Text fontSize="sm" color="fg.muted" role="status">
                      {t('delete.checking')}
                    </Text>
                  ) : (
                    <Field.Root invalid={Boolean(refusal)}>
                      <Field.Label>{withPassword ? t('delete.password') : t('delete.email')}</Field.Label>
                      <Input
                        ref={inputRef}
                        type={withPassword ? 'password' : 'email'}
                        autoComplete={withPassword ? 'current-password' : 'off'}
                        value={value}
                        maxLength={256}
                        onChange={(e) => {
                          setValue(e.target.value);
                          if (remove.isError) remove.reset();
                        }}
                        bg="bg.card"
                      />
                      {!refusal && (
                        <Field.HelperText>{withPassword ? t('delete.passwordHelp') : t('delete.emailHelp', { email: account.data.email })}</Field.HelperText>
                      )}
                      <Field.ErrorText>{refusal}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" variant="destructive" disabled={!ready} loading={remove.isPending} loadingText={t('delete.deleting')}>
                  {t('delete.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} disabled={remove.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
