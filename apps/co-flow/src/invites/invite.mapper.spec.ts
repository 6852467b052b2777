import type { UserSummary } from '@flow/contracts';
import type { InviteEntity } from '../co-flow.entities';
import { INVITE_MAIL_SUBJECT, inviteMail } from './invite-mail';
import { toInvite } from './invite.mapper';

const sender: UserSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'rae@example.com',
  full_name: 'Rae Sender',
  email_confirmed: true,
  findable_by_email: true,
};
const hidden: UserSummary = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'harriet@example.com',
  full_name: 'Hidden Harriet',
  email_confirmed: true,
  findable_by_email: false,
};
const invite = (status: InviteEntity['status']) =>
  ({
    id: '33333333-3333-4333-8333-333333333333',
    senderId: sender.id,
    recipientEmail: hidden.email,
    recipientId: hidden.id,
    status,
    createdAt: new Date(0),
    respondedAt: null,
  }) as unknown as InviteEntity;
const users = new Map([
  [sender.id, sender],
  [hidden.id, hidden],
]);

describe('an invite as its sender sees it', () => {
  it('names a recipient who hides from search only by the typed address while it waits or was declined', () => {
    for (const status of ['pending', 'declined'] as const) {
      expect(toInvite(invite(status), users, sender.id)).toMatchObject({ recipient_email: hidden.email, recipient_id: null, recipient: null });
    }
  });

  it('names them once they accepted, and always to the recipient themselves', () => {
    expect(toInvite(invite('accepted'), users, sender.id)).toMatchObject({ recipient_id: hidden.id, recipient: { full_name: 'Hidden Harriet' } });
    expect(toInvite(invite('pending'), users, hidden.id)).toMatchObject({ recipient_id: hidden.id, recipient: { full_name: 'Hidden Harriet' } });
  });

  it('names a findable recipient as search would', () => {
    const open = { ...hidden, findable_by_email: true };
    expect(
      toInvite(
        invite('pending'),
        new Map([
          [sender.id, sender],
          [open.id, open],
        ]),
        sender.id,
      ).recipient,
    ).toEqual({ id: open.id, full_name: open.full_name, email: open.email });
  });
});

describe('the invitation mail', () => {
  it("keeps the sender's words out of the subject and shows them plainly in the body", () => {
    const trick = { ...sender, full_name: 'IT Helpdesk: reset at http://evil.example' };
    const mail = inviteMail(trick, 'new@example.com', 'http://localhost:8080');
    expect(mail.subject).toBe(INVITE_MAIL_SUBJECT);
    expect(mail.text).toContain(`IT Helpdesk: reset at http://evil.example (${sender.email})`);
  });
});
