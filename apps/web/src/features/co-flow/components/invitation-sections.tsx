import type { Invite } from '@flow/contracts';
import { PendingInvitationsCard, SentInvitationsCard } from './invitation-cards';

/** Spec 4: only pending invitations are listed (answered ones leave both lists). */
export function InvitationCards({ invites }: { invites: { received: Invite[]; sent: Invite[] } }) {
  return (
    <>
      <PendingInvitationsCard invites={invites.received.filter((i) => i.status === 'pending')} />
      <SentInvitationsCard invites={invites.sent.filter((i) => i.status === 'pending')} />
    </>
  );
}
