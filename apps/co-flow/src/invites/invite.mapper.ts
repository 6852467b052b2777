import type { Invite, UserSummary } from '@flow/contracts';
import type { InviteEntity } from '../co-flow.entities';

const person = (user: UserSummary) => ({ id: user.id, full_name: user.full_name, email: user.email });

/**
 * An invite with both people named; a sender whose account is gone keeps its id and an empty address.
 * Seen by its sender (`viewerId`), a recipient who turned off "Others can find me by e-mail" stays the
 * address the sender typed (no id, no name) until they accept: the answer says no more than search would.
 */
export function toInvite(invite: InviteEntity, users: Map<string, UserSummary>, viewerId?: string): Invite {
  const sender = users.get(invite.senderId);
  const known = invite.recipientId ? users.get(invite.recipientId) : undefined;
  const hidden = Boolean(
    known && viewerId === invite.senderId && viewerId !== invite.recipientId && known.findable_by_email === false && invite.status !== 'accepted',
  );
  const recipient = hidden ? undefined : known;
  return {
    id: invite.id,
    sender_id: invite.senderId,
    recipient_email: invite.recipientEmail,
    recipient_id: hidden ? null : (invite.recipientId ?? null),
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
