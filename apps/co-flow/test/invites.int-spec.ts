import { CommonMessages, CoFlowMessages } from '@flow/contracts';
import { confirmEmail, expectEventually, uniqueEmail } from '@flow/testing';
import { api, closeSockets, connect, errorOf, mailTo, openSocket, signUp, signUpEach, type TestUser } from './co-flow-test-kit';

afterAll(closeSockets);

const quotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('Co-Flow user search (spec 5)', () => {
  let ann: TestUser;
  beforeAll(async () => {
    ann = await signUp('search');
  });

  it.each([
    ['', CoFlowMessages.searchTooShort],
    ['?q=', CoFlowMessages.searchTooShort],
    ['?q=a', CoFlowMessages.searchTooShort],
    ['?q=an', CoFlowMessages.searchTooShort],
    // Only the start of an address: not a domain, not the middle of one (no paging through everyone).
    ['?q=%40example.com', CoFlowMessages.invalidSearch],
    ['?q=.com', CoFlowMessages.invalidSearch],
    ['?q=%20%20b%20%20', CoFlowMessages.searchTooShort],
    ['?q=ann%20lee', CoFlowMessages.invalidSearch],
    ['?q=ann%25', CoFlowMessages.invalidSearch],
    ['?q=a*b', CoFlowMessages.invalidSearch],
  ])('refuses %s with %s', async (query, message) => {
    expect(errorOf(await api.get(`/api/coflow/users${query}`, ann.token))).toEqual({ status: 422, code: 'VALIDATION_FAILED', message });
  });

  it('matches the start of confirmed addresses case-insensitively, without me, at most 10, with id, full_name and email', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    // 11 other matches, one after the other: each sign-up hashes a password (argon2, 64 MiB), and a
    // burst of them on a busy machine would outlast identity's request timeout.
    const others: TestUser[] = [];
    // The named one sorts first by e-mail (identity's order), so it is always among the 10.
    for (let i = 0; i < 11; i++) others.push(await signUp(tag, i === 0 ? 'First Match' : undefined, i === 0 ? `${tag}-0000@example.com` : undefined));
    const me = await signUp(tag);
    const res = await api.get(`/api/coflow/users?q=${tag.toUpperCase()}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.results.map((r: { id: string }) => r.id)).not.toContain(me.id);
    expect(res.body.results).toContainEqual({ id: others[0]!.id, full_name: 'First Match', email: others[0]!.email });
    expect(Object.keys(res.body.results[0]).sort()).toEqual(['email', 'full_name', 'id']);
  }, 120_000);

  it('leaves out people I am already connected with', async () => {
    const tag = `conn${Date.now().toString(36)}`;
    const me = await signUp(tag);
    const friend = await signUp(tag);
    const stranger = await signUp(tag);
    await connect(me, friend);
    const ids = (await api.get(`/api/coflow/users?q=${tag}`, me.token)).body.results.map((r: { id: string }) => r.id);
    expect(ids).toEqual([stranger.id]);
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/api/coflow/users?q=abc')).status).toBe(401);
  });

  it('finds neither unconfirmed accounts, nor people who turned "Others can find me by e-mail" off, nor the middle of an address', async () => {
    const tag = `priv${Date.now().toString(36)}`;
    const me = await signUp(tag);
    const unconfirmed = await signUp(tag, undefined, undefined, { confirm: false });
    const hidden = await signUp(tag);
    const visible = await signUp(tag);
    expect((await api.put('/api/auth/user/privacy', { findableByEmail: false }, hidden.token)).body.user_metadata.findable_by_email).toBe(false);
    const ids = (await api.get(`/api/coflow/users?q=${tag}`, me.token)).body.results.map((r: { id: string }) => r.id);
    expect(ids).toEqual([visible.id]);
    expect(ids).not.toContain(unconfirmed.id);
    // The middle of an address matches nothing.
    expect((await api.get(`/api/coflow/users?q=${tag.slice(2)}`, me.token)).body.results).toEqual([]);
  });

  it('answers at most 10 searches a minute per person', async () => {
    const me = await signUp('rate');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.get(`/api/coflow/users?q=nobody${i}`, me.token)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(errorOf(await api.get('/api/coflow/users?q=nobody', me.token))).toMatchObject({ status: 429, message: CommonMessages.rateLimited });
  });
});

describe('invitations bind only to a confirmed address', () => {
  it('an invitation to an address waits for whoever confirms it, not for whoever signs up with it', async () => {
    const ann = await signUp('binder', 'Ann Binder');
    const victim = uniqueEmail('victim');
    const sent = await api.post('/api/coflow/invites', { email: victim }, ann.token);
    expect(sent.status).toBe(201);
    // Someone else signs up with the invited address first, and never confirms it (they cannot).
    const squatter = await signUp('victim', undefined, victim, { confirm: false });
    await new Promise((r) => setTimeout(r, 1500)); // the registration event has had time to be handled
    expect((await api.get('/api/coflow/invites', squatter.token)).body.received).toEqual([]);
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, squatter.token)).status).toBe(404);
    // Nor can an unconfirmed account be invited by id.
    expect((await api.post('/api/coflow/invites', { recipientId: squatter.id }, ann.token)).status).toBe(404);
    // The owner of the address opens the mailed link: now the invitation is theirs.
    await confirmEmail(api.baseUrl, victim);
    await expectEventually(async () =>
      expect((await api.get('/api/coflow/invites', squatter.token)).body.received).toEqual([expect.objectContaining({ id: sent.body.id })]),
    );
  });
});

describe('invitations between two users', () => {
  let ann: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    [ann, bob, eve] = await signUpEach(
      () => signUp('ann', 'Ann Lee'),
      () => signUp('bob', 'Bob Stone'),
      () => signUp('eve', 'Eve Outsider'),
    );
  });

  it('refuses bad addresses and inviting myself with the spec messages', async () => {
    for (const email of ['', 'bob', 'bob@', 'bob at example.com']) {
      expect(errorOf(await api.post('/api/coflow/invites', { email }, ann.token))).toEqual({
        status: 422,
        code: 'VALIDATION_FAILED',
        message: CoFlowMessages.invalidEmail,
      });
    }
    const self = { status: 422, code: 'VALIDATION_FAILED', message: CoFlowMessages.cannotInviteYourself };
    expect(errorOf(await api.post('/api/coflow/invites', { email: ann.email }, ann.token))).toEqual(self);
    expect(errorOf(await api.post('/api/coflow/invites', { email: `  ${ann.email.toUpperCase()} ` }, ann.token))).toEqual(self);
    expect(errorOf(await api.post('/api/coflow/invites', { recipientId: ann.id }, ann.token))).toEqual(self);
    expect((await api.post('/api/coflow/invites', { recipientId: '7a1c0d52-8a43-4c1b-9a38-7d1f4c4f0b11' }, ann.token)).status).toBe(404);
    expect((await api.post('/api/coflow/invites', { email: 'x@example.com', extra: true }, ann.token)).status).toBe(422);
  });

  it('invite → both screens are told → accept → both see the connection', async () => {
    const [annTab, bobTab, eveTab] = await Promise.all([openSocket(ann.token), openSocket(bob.token), openSocket(eve.token)]);
    const sent = await api.post('/api/coflow/invites', { recipientId: bob.id }, ann.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      sender_id: ann.id,
      recipient_email: bob.email,
      recipient_id: bob.id,
      status: 'pending',
      sender: { id: ann.id, full_name: 'Ann Lee', email: ann.email },
      recipient: { id: bob.id, full_name: 'Bob Stone', email: bob.email },
    });
    await expectEventually(() => {
      for (const tab of [annTab, bobTab])
        expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.invite-created', id: sent.body.id }));
    });

    // Bob sees it received, with the sender's name and e-mail; Ann sees it sent.
    const bobInvites = await api.get('/api/coflow/invites', bob.token);
    expect(bobInvites.body.received).toEqual([expect.objectContaining({ id: sent.body.id, sender: { id: ann.id, full_name: 'Ann Lee', email: ann.email } })]);
    expect(bobInvites.body.sent).toEqual([]);
    const annInvites = await api.get('/api/coflow/invites', ann.token);
    expect(annInvites.body.sent).toEqual([expect.objectContaining({ id: sent.body.id, status: 'pending' })]);
    expect(annInvites.body.received).toEqual([]);

    // No duplicate, in either direction.
    expect(errorOf(await api.post('/api/coflow/invites', { recipientId: bob.id }, ann.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.inviteAlreadyPending,
    });
    expect(errorOf(await api.post('/api/coflow/invites', { email: bob.email.toUpperCase() }, ann.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.inviteAlreadyPending,
    });
    expect(errorOf(await api.post('/api/coflow/invites', { recipientId: ann.id }, bob.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.inviteFromThemPending,
    });

    // Only the recipient answers: the sender and a third user get 404.
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, ann.token)).status).toBe(404);
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, eve.token)).status).toBe(404);
    expect((await api.post(`/api/coflow/invites/${sent.body.id}/decline`, {}, eve.token)).status).toBe(404);
    expect((await api.post('/api/coflow/invites/not-a-uuid/accept', {}, bob.token)).status).toBe(404);

    const accepted = await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, bob.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.invite).toMatchObject({ id: sent.body.id, status: 'accepted' });
    expect(accepted.body.connection).toMatchObject({ user_id_1: ann.id, user_id_2: bob.id, connected_user: { id: ann.id } });
    const connectionId = accepted.body.connection.id;
    // Answering twice changes nothing.
    expect(errorOf(await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, bob.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.inviteAlreadyAnswered,
    });

    await expectEventually(() => {
      for (const tab of [annTab, bobTab]) {
        expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.invite-accepted', id: sent.body.id }));
        expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.connection-created', id: connectionId }));
      }
    });
    expect(eveTab.messages.filter((m) => m.type.startsWith('flow.evt.coflow.'))).toEqual([]);

    const annConnections = (await api.get('/api/coflow/connections', ann.token)).body.connections;
    const bobConnections = (await api.get('/api/coflow/connections', bob.token)).body.connections;
    expect(annConnections).toEqual([expect.objectContaining({ id: connectionId, connected_user: expect.objectContaining({ id: bob.id }) })]);
    expect(bobConnections).toEqual([expect.objectContaining({ id: connectionId, connected_user: expect.objectContaining({ id: ann.id }) })]);
    // The pending lists are empty again; Ann's sent list keeps the answered invite.
    expect((await api.get('/api/coflow/invites', bob.token)).body.received).toEqual([]);
    expect((await api.get('/api/coflow/invites', ann.token)).body.sent[0]).toMatchObject({ status: 'accepted' });

    // Already connected: refused clearly, either way round.
    expect(errorOf(await api.post('/api/coflow/invites', { recipientId: bob.id }, ann.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.alreadyConnected,
    });
    expect(errorOf(await api.post('/api/coflow/invites', { email: ann.email }, bob.token))).toMatchObject({
      status: 409,
      message: CoFlowMessages.alreadyConnected,
    });

    // A third user reads none of it.
    expect((await api.get('/api/coflow/connections', eve.token)).body.connections).toEqual([]);
    expect((await api.get('/api/coflow/invites', eve.token)).body).toEqual({ received: [], sent: [] });
    expect((await api.get('/api/coflow/connected-profiles', eve.token)).body.profiles).toEqual([]);
    expect((await api.get(`/api/coflow/connected-profiles/${ann.id}`, eve.token)).status).toBe(404);
    expect((await api.get(`/api/coflow/alignment?connectionId=${connectionId}`, eve.token)).status).toBe(404);
    expect((await api.get(`/api/coflow/alignment?userId=${ann.id}`, eve.token)).status).toBe(404);
    expect((await api.delete(`/api/coflow/connections/${connectionId}`, eve.token)).status).toBe(404);
    expect((await api.get('/api/coflow/connections', ann.token)).body.connections).toHaveLength(1);

    // Connected people may read each other's connected profile (and only that).
    expect((await api.get(`/api/coflow/connected-profiles/${bob.id}`, ann.token)).body).toMatchObject({ id: bob.id, has_energy_analysis: false });

    // Either side may remove it; both are told.
    expect((await api.delete(`/api/coflow/connections/${connectionId}`, bob.token)).body).toEqual({ ok: true });
    await expectEventually(() => {
      for (const tab of [annTab, bobTab])
        expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.connection-removed', id: connectionId }));
    });
    expect((await api.get('/api/coflow/connections', ann.token)).body.connections).toEqual([]);
    expect((await api.get('/api/coflow/connections', bob.token)).body.connections).toEqual([]);
    expect((await api.delete(`/api/coflow/connections/${connectionId}`, ann.token)).status).toBe(404);
    expect((await api.get(`/api/coflow/connected-profiles/${bob.id}`, ann.token)).status).toBe(404);
  });

  it('lets only one of two racing invites (either direction) through, and one of two racing accepts', async () => {
    const [x, y] = await signUpEach(
      () => signUp('race-x'),
      () => signUp('race-y'),
    );
    const sends = await Promise.all([
      api.post('/api/coflow/invites', { recipientId: y.id }, x.token),
      api.post('/api/coflow/invites', { email: y.email }, x.token),
      api.post('/api/coflow/invites', { recipientId: x.id }, y.token),
    ]);
    expect(sends.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const invite = sends.find((r) => r.status === 201)!.body;
    const recipient = invite.sender_id === x.id ? y : x;
    const answers = await Promise.all([
      api.post(`/api/coflow/invites/${invite.id}/accept`, {}, recipient.token),
      api.post(`/api/coflow/invites/${invite.id}/accept`, {}, recipient.token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await api.get('/api/coflow/connections', x.token)).body.connections).toHaveLength(1);
  });

  it('lets the other side remove a connection too', async () => {
    const [x, y] = await signUpEach(
      () => signUp('rmx'),
      () => signUp('rmy'),
    );
    const connectionId = await connect(x, y);
    expect((await api.delete(`/api/coflow/connections/${connectionId}`, x.token)).status).toBe(200);
    expect((await api.get('/api/coflow/connections', y.token)).body.connections).toEqual([]);
    // Once removed, they can invite each other again.
    expect((await api.post('/api/coflow/invites', { recipientId: x.id }, y.token)).status).toBe(201);
  });

  it('decline: the invite is answered, no connection, and the sender sees it declined', async () => {
    const [sender, recipient] = await signUpEach(
      () => signUp('dcs', 'Dee Sender'),
      () => signUp('dcr'),
    );
    const senderTab = await openSocket(sender.token);
    const invite = (await api.post('/api/coflow/invites', { email: recipient.email }, sender.token)).body;
    expect(invite.recipient_id).toBe(recipient.id);
    const declined = await api.post(`/api/coflow/invites/${invite.id}/decline`, {}, recipient.token);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: invite.id, status: 'declined' });
    await expectEventually(() =>
      expect(senderTab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.invite-declined', id: invite.id })),
    );
    expect((await api.get('/api/coflow/invites', sender.token)).body.sent).toEqual([expect.objectContaining({ id: invite.id, status: 'declined' })]);
    expect((await api.get('/api/coflow/invites', recipient.token)).body.received).toEqual([]);
    expect((await api.get('/api/coflow/connections', sender.token)).body.connections).toEqual([]);
    expect(errorOf(await api.post(`/api/coflow/invites/${invite.id}/accept`, {}, recipient.token))).toMatchObject({ status: 409 });
    // A declined invite does not block a new one.
    expect((await api.post('/api/coflow/invites', { recipientId: recipient.id }, sender.token)).status).toBe(201);
  });

  it('e-mails a person without an account, and the invite waits for them when they sign up', async () => {
    const sender = await signUp('mail', 'Mia Mailer');
    const address = uniqueEmail('newcomer');
    const sent = await api.post('/api/coflow/invites', { email: `  ${address.toUpperCase()}  ` }, sender.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ recipient_email: address, recipient_id: null, recipient: null, status: 'pending' });

    const mail = await expectEventually(() => {
      const text = mailTo(address);
      expect(text).toBeDefined();
      return text!;
    });
    expect(mail).toContain('Mia Mailer');
    expect(quotedPrintable(mail)).toContain(`/auth?tab=signup&email=${encodeURIComponent(address)}`);

    const newcomer = await signUp('newcomer', 'Nia New', address);
    const received = (await api.get('/api/coflow/invites', newcomer.token)).body.received;
    expect(received).toEqual([expect.objectContaining({ id: sent.body.id, sender: { id: sender.id, full_name: 'Mia Mailer', email: sender.email } })]);
    // The account is attached to the invite (identity's user-registered event).
    await expectEventually(async () =>
      expect((await api.get('/api/coflow/invites', sender.token)).body.sent[0]).toMatchObject({
        recipient_id: newcomer.id,
        recipient: { full_name: 'Nia New' },
      }),
    );

    const accepted = await api.post(`/api/coflow/invites/${sent.body.id}/accept`, {}, newcomer.token);
    expect(accepted.status).toBe(200);
    expect((await api.get('/api/coflow/connections', sender.token)).body.connections).toEqual([
      expect.objectContaining({ connected_user: expect.objectContaining({ id: newcomer.id }) }),
    ]);
  });

  it('cuts an over-long address to 255 before checking it', async () => {
    const sender = await signUp('long');
    const domain = (n: number) => `a@${'d'.repeat(n)}.com`;
    // 256 characters: cut to 255, it ends in '.co' and is still an address, so it is stored cut.
    const cut = await api.post('/api/coflow/invites', { email: domain(250) }, sender.token);
    expect(cut.status).toBe(201);
    expect(cut.body.recipient_email).toBe(domain(250).slice(0, 255));
    // 257 characters: cut to 255, it ends in '.c', which is not an address.
    expect(errorOf(await api.post('/api/coflow/invites', { email: domain(251) }, sender.token))).toMatchObject({
      status: 422,
      message: CoFlowMessages.invalidEmail,
    });
  });
});
