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

/** What goes, in the person's words (every service erases its rows of theirs). */
const DELETED = [
  'Your sign-in, sessions and security history',
  'Your profile, birth details and energy blueprint',
  'Your daily flows, plans and events',
  'Your calendar connections and feed link',
  'Your Co-Flow connections, invites and manual profiles',
];

/**
 * 'Delete my account': confirmed by the password, or by the e-mail address for an account that
 * only signs in with Google. The server's refusals (wrong password, too many attempts) are shown
 * here, under the field; on success the person is signed out and taken to /auth.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const account = useQuery({ ...accountUserQueryOptions(), enabled: open });
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success('Account deleted', 'Your account and all your data have been deleted.');
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
                <Dialog.Title>Delete your account?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>This permanently deletes your FLOW account and everything FLOW holds about you. It cannot be undone.</Dialog.Description>
                  <List.Root gap="1" ps="5" fontSize="sm">
                    {DELETED.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                  <Text fontSize="sm" color="fg.muted">
                    You are signed out on every device. To keep a copy, use 'Export my data' first.
                  </Text>
                  {account.isError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Description>
                        {errorMessage(account.error)}{' '}
                        <Button variant="link" size="sm" onClick={() => void account.refetch()}>
                          Try again
                        </Button>
                      </Alert.Description>
                    </Alert.Root>
                  ) : account.isPending ? (
                    <Text fontSize="sm" color="fg.muted" role="status">
                      Checking your account...
                    </Text>
                  ) : (
                    <Field.Root invalid={Boolean(refusal)}>
                      <Field.Label>{withPassword ? 'Your password' : 'Your e-mail address'}</Field.Label>
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
                        <Field.HelperText>
                          {withPassword ? 'Enter your password to confirm.' : `Your account signs in with Google: type ${account.data.email} to confirm.`}
                        </Field.HelperText>
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
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={!ready} loading={remove.isPending} loadingText="Deleting...">
                  Delete permanently
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={remove.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
