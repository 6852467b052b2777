import { CoFlowMessages } from '@flow/contracts';
import { confirmEmail, expectEventually, mailsTo, uniqueEmail } from '@flow/testing';
import { api, errorOf, signUp, signUpEach } from './co-flow-test-kit';

// Hardening (issue 34, findings 5 and 6): invitations are sent only from a confirmed account, their mail
// carries no words of the sender's in its subject, and the answer to an invitation says nothing about
// the recipient that search would not.

describe('who may invite', () => {
  it('an unconfirmed account cannot invite anyone (403 with the reason), and no mail leaves', async () => {
    const unconfirmed = await signUp('unconf', 'Una Confirmed', undefined, { confirm: false });
    const friend = await signUp('target', 'Tara Target');
    const stranger = uniqueEmail('nobody');
    for (const body of [{ email: stranger }, { email: friend.email }, { recipientId: friend.id }]) {
      const res = await api.post('/api/coflow/invites', body, unconfirmed.token);
      expect(errorOf(res)).toMatchObject({ status: 403, message: CoFlowMessages.confirmBeforeInviting });
      // Nothing about the recipient in a refusal.
      expect(JSON.stringify(res.body)).not.toContain(friend.id);
      expect(JSON.stringify(res.body)).not.toContain('Tara');
    }
    expect((await api.get('/api/coflow/invites', unconfirmed.token)).body.sent).toEqual([]);
    expect((await api.get('/api/coflow/invites', friend.token)).body.received).toEqual([]);
    expect(mailsTo(stranger)).toEqual([]);
    // Once the address is confirmed, inviting works.
    await confirmEmail(api.baseUrl, unconfirmed.email);
    expect((await api.post('/api/coflow/invites', { email: stranger }, unconfirmed.token)).status).toBe(201);
    await expectEventually(() => expect(mailsTo(stranger)).toHaveLength(1));
  });

  it("the invitation mail's subject is FLOW's own text; the sender's name appears in the body only", async () => {
    const trick = 'IT Helpdesk: reset at http://evil.example/reset';
    const sender = await signUp('subject', trick);
    const address = uniqueEmail('mailed');
    expect((await api.post('/api/coflow/invites', { email: address }, sender.token)).status).toBe(201);
    const mail = await expectEventually(() => {
      const [first] = mailsTo(address);
      expect(first).toBeDefined();
      return first!;
    });
    const subject = /^Subject: (.*)$/m.exec(mail)?.[1];
    expect(subject).toBe('You are invited to Co-Flow on FLOW');
    expect(mail).toContain(`${trick} (${sender.email})`);
  });
});

describe('what an invitation answer reveals', () => {
  it('names a recipient who hides from search only by the typed address, until they accept', async () => {
    const [sender, hidden] = await signUpEach(
      () => signUp('revealer', 'Rae Sender'),
      () => signUp('hidden', 'Hidden Harriet'),
    );
    expect((await api.put('/api/auth/user/privacy', { findableByEmail: false }, hidden.token)).status).toBe(200);

    const sent = await api.post('/api/coflow/invites', { email: hidden.email }, sender.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ recipient_email: hidden.email, recipient_id: null, recipient: null, status: 'pending' });
    expect(JSON.stringify(sent.body)).not.toContain(hidden.id);
    expect(JSON.stringify(sent.body)).not.toContain('Harriet');
    const listed = (await api.get('/api/coflow/invites', sender.token)).body.sent;
    expect(listed).toEqual([expect.objectContaining({ id: sent.body.id, recipient_id: null, recipient: null })]);
    expect(JSON.stringify(listed)).not.toContain('Harriet');
    // Nor by id: an account that hides from search is not found by id either.
    expect(errorOf(await api.post('/api/coflow/invites', { recipientId: hidden.id }, sender.token))).toMatchObject({
      status: 404,
      message: CoFlowMessages.userNotFound,
    });

    // The recipient still gets the invitation; another person can neither see nor answer it.
    const other = await signUp('nosy', 'Nosy Parker');
    expect((await api.get('/api/coflow/invites', other.token)).body.received).toEqual([]);
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, other.token)).status).toBe(404);
    expect((await api.get('/api/coflow/invites', hidden.token)).body.received).toEqual([
      expect.objectContaining({ id: sent.body.id, sender: expect.objectContaining({ full_name: 'Rae Sender' }) }),
    ]);
    // Accepting is their choice to be known to the sender.
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, hidden.token)).status).toBe(200);
    expect((await api.get('/api/coflow/invites', sender.token)).body.sent[0]).toMatchObject({
      recipient_id: hidden.id,
      recipient: { full_name: 'Hidden Harriet' },
    });
  });

  it('still names a findable recipient (what search shows)', async () => {
    const [sender, open] = await signUpEach(
      () => signUp('revealer', 'Rae Sender'),
      () => signUp('open', 'Open Olive'),
    );
    const sent = await api.post('/api/coflow/invites', { email: open.email }, sender.token);
    expect(sent.body).toMatchObject({ recipient_id: open.id, recipient: { id: open.id, full_name: 'Open Olive', email: open.email } });
  });
});
