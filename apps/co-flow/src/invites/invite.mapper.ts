import type { Invite, UserSummary } from '@flow/contracts';
import type { InviteEntity } from '../coflow.entities';

const person = (user: UserSummary) => ({ id: user.id, full_name: user.full_name, email: user.email });

/** An invite with both people named; a sender whose account is gone keeps its id and an empty address. */
export function toInvite(invite: InviteEntity, users: Map<string, UserSummary>): Invite {
  const sender = users.get(invite.senderId);
  const recipient = invite.recipientId ? users.get(invite.recipientId) : undefined;
  return {
    id: invite.id,
    sender_id: invite.senderId,
    recipient_email: invite.recipientEmail,
    recipient_id: invite.recipientId ?? null,
    status: invite.status,
    created_at: invite.createdAt.toISOString(),
    responded_at: invite.respondedAt?.toISOString() ?? null,
    sender: sender ? person(sender) : { id: invite.senderId, full_name: null, email: '' },
    recipient: recipient ? person(recipient) : null,
  };
}

/** Every account an invite list needs to name. */
export function inviteUserIds(invites: InviteEntity[]): string[] {
  return invites.flatMap((i) => [i.senderId, ...(i.recipientId ? [i.recipientId] : [])]);
}
