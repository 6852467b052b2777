import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Invite } from '@flow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Clock, Inbox, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { acceptInvite, coFlowKeys, declineInvite } from '../api/co-flow-api';
import { useTranslation } from 'react-i18next';
import { COFLOW, coFlowText } from '../utils/co-flow-texts';
import { formatDate } from '../utils/format';
import { showFailure } from '../utils/show-failure';

/** 'Pending Invitations': invitations I received that wait for my answer (shown only when there are any). */
export function PendingInvitationsCard({ invites }: { invites: Invite[] }) {
  const { t } = useTranslation(COFLOW);
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: async ({ invite, accept }: { invite: Invite; accept: boolean }) =>
      void (accept ? await acceptInvite(invite.id) : await declineInvite(invite.id)),
    onSuccess: (_, { invite, accept }) => {
      const name = invite.sender.full_name || invite.sender.email;
      if (accept) toast.success(coFlowText('accepted'), coFlowText('acceptedText', { name }));
      else toast.info(coFlowText('declined'), coFlowText('declinedText', { name }));
    },
    onError: (error) => showFailure(error, coFlowText('processFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coFlowKeys.all }),
  });
  if (invites.length === 0) return null;
  const busy = (invite: Invite) => answer.isPending && answer.variables?.invite.id === invite.id;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="pending-invitations">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Inbox size={18} aria-hidden />
          <Card.Title as="h2">{t('pendingTitle')}</Card.Title>
        </HStack>
        <Card.Description>{t('pendingText')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3">
          {invites.map((invite) => (
            <HStack as="li" key={invite.id} justify="space-between" wrap="wrap" gap="3" data-testid="pending-invite">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {invite.sender.full_name || invite.sender.email}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {invite.sender.email}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(invite.created_at)}
                </Text>
              </Box>
              <HStack gap="2">
                <Button size="sm" disabled={busy(invite)} onClick={() => answer.mutate({ invite, accept: true })}>
                  <Check /> {t('accept')}
                </Button>
                <Button size="sm" variant="outline" disabled={busy(invite)} onClick={() => answer.mutate({ invite, accept: false })}>
                  <X /> {t('decline')}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** 'Sent Invitations': mine that still wait for an answer (shown only when there are any). */
export function SentInvitationsCard({ invites }: { invites: Invite[] }) {
  const { t } = useTranslation(COFLOW);
  if (invites.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="sent-invitations">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <Clock size={18} aria-hidden />
          <Card.Title as="h2">{t('sentTitle')}</Card.Title>
        </HStack>
        <Card.Description>{t('sentText')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3">
          {invites.map((invite) => (
            <HStack as="li" key={invite.id} justify="space-between" gap="3" data-testid="sent-invite">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {invite.recipient_email}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('sentOn', { date: formatDate(invite.created_at) })}
                </Text>
              </Box>
              <Badge colorPalette="orange" variant="subtle">
                {t('pending')}
              </Badge>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec 4: only pending invitations are listed (answered ones leave both lists). */
export function InvitationCards({ invites }: { invites: { received: Invite[]; sent: Invite[] } }) {
  return (
    <>
      <PendingInvitationsCard invites={invites.received.filter((i) => i.status === 'pending')} />
      <SentInvitationsCard invites={invites.sent.filter((i) => i.status === 'pending')} />
    </>
  );
}
