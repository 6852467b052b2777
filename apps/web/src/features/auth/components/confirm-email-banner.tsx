import { Flex, Text } from '@chakra-ui/react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useResendConfirmation } from '../../../lib/auth/current-user';

/** Until the address is confirmed: a banner saying so, with a resend button. */
export function ConfirmEmailBanner() {
  const user = useCurrentUser();
  const resend = useResendConfirmation();
  if (!user.data || user.data.email_confirmed_at) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Confirmation e-mail sent', `Open the link we sent to ${user.data.email}.`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Flex role="status" align="center" justify="center" gap="3" wrap="wrap" px="4" py="2" bg="bg.subtle" borderBottomWidth="1px" borderColor="border.muted">
      <Text fontSize="sm">Confirm your e-mail: open the link we sent to {user.data.email}. Until then you cannot receive Co-Flow invitations.</Text>
      <Button size="sm" variant="outline" onClick={send} loading={resend.isPending} loadingText="Sending...">
        Resend e-mail
      </Button>
    </Flex>
  );
}
