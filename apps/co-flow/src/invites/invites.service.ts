import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CO_FLOW_LIMITS, CoFlowMessages, type Invite, type RpcPayload, type UserSearchResult, type UserSummary } from '@flow/contracts';
import { DomainError, LOGGER, Mailer, OutboxRelay, recordEvent } from '@flow/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { CO_FLOW_ENV, type CoFlowEnv } from '../co-flow.env';
import { ConnectionEntity, InviteEntity } from '../co-flow.entities';
import { CoFlowRepository } from '../co-flow.repository';
import { toConnection } from '../connections/connection.mapper';
import { PeopleDirectory } from '../people/people.directory';
import { inviteMail } from './invite-mail';
import { inviteUserIds, toInvite } from './invite.mapper';

const SENT_LIST_LIMIT = 100;
const inviteNotFound = () => new DomainError('NOT_FOUND', CoFlowMessages.inviteNotFound, 404);

@Injectable()
export class InvitesService {
  constructor(
    private readonly repository: CoFlowRepository,
    private readonly people: PeopleDirectory,
    private readonly relay: OutboxRelay,
    private readonly mailer: Mailer,
    @Inject(CO_FLOW_ENV) private readonly env: CoFlowEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * search-coflow-users: accounts whose confirmed address starts with the query (and who let others find
   * them), without the caller and the people already connected.
   */
  async search(userId: string, q: string): Promise<UserSearchResult[]> {
    const excluded = new Set([userId, ...(await this.repository.connectedUserIds(this.repository.fork(), userId))]);
    const limit = Math.min(100, CO_FLOW_LIMITS.searchResults + excluded.size);
    const matches = await this.people.searchUsersByEmailPrefix(q, limit);
    return matches
      .filter((u) => !excluded.has(u.id))
      .slice(0, CO_FLOW_LIMITS.searchResults)
      .map((u) => ({ id: u.id, full_name: u.full_name, email: u.email }));
  }

  /** Invitations reach an account only once its address is confirmed. */
  async list(userId: string): Promise<{ received: Invite[]; sent: Invite[] }> {
    const me = await this.people.me(userId);
    const em = this.repository.fork();
    const [received, sent] = await Promise.all([
      me.email_confirmed ? this.repository.pendingReceived(em, userId, me.email) : [],
      this.repository.sentBy(em, userId, SENT_LIST_LIMIT),
    ]);
    const users = await this.people.usersByIds([userId, ...inviteUserIds([...received, ...sent])]);
    return { received: received.map((i) => toInvite(i, users, userId)), sent: sent.map((i) => toInvite(i, users, userId)) };
  }

  /**
   * send-coflow-invite, to an account found by search or to any address. An address without a confirmed
   * account gets a mail (with a sign-up link); the invitation waits for whoever confirms that address.
   */
  async send(userId: string, request: RpcPayload<'flow.coflow.invites.send'>['invite']): Promise<Invite> {
    const me = await this.people.me(userId);
    // Before anyone is looked up: an unconfirmed account may hold someone else's address, and FLOW must
    // not send mail (or learn who has an account) on its word.
    if (!me.email_confirmed) throw DomainError.forbidden(CoFlowMessages.confirmBeforeInviting);
    const recipient = await this.recipientOf(me, request);
    const email = recipient?.email ?? request.email!;
    if (email === me.email) throw DomainError.validation(CoFlowMessages.cannotInviteYourself);

    const invite = await this.repository.fork().transactional(async (tx) => {
      await this.repository.lockPair(tx, me.email, email);
      if (recipient && (await this.repository.findConnectionBetween(tx, me.id, recipient.id))) throw DomainError.conflict(CoFlowMessages.alreadyConnected);
      if (await this.repository.findPendingInvite(tx, me.id, email)) throw DomainError.conflict(CoFlowMessages.inviteAlreadyPending);
      if (recipient && (await this.repository.findPendingInvite(tx, recipient.id, me.email))) throw DomainError.conflict(CoFlowMessages.inviteFromThemPending);
      if ((await this.repository.countPendingSent(tx, me.id)) >= CO_FLOW_LIMITS.pendingSentInvites) {
        throw new DomainError('TOO_MANY_PENDING_INVITES', CoFlowMessages.tooManyPendingInvites, 429);
      }
      const created = tx.create(InviteEntity, {
        id: randomUUID(),
        senderId: me.id,
        recipientEmail: email,
        recipientId: recipient?.id ?? null,
        status: 'pending',
        createdAt: new Date(),
      });
      recordEvent(tx, 'flow.evt.coflow.invite-created', { id: created.id, senderId: me.id, recipientId: recipient?.id ?? null }, [
        me.id,
        ...(recipient ? [recipient.id] : []),
      ]);
      return created;
    });
    this.relay.kick();
    if (!recipient) {
      // The invite stands even if the mail cannot go out now; the person can still sign up with this address.
      const language = await this.people.languageOf(me.id);
      await this.mailer
        .send(inviteMail(me, email, this.env.APP_ORIGIN, language))
        .catch((error) => this.logger.error({ err: error }, 'could not send the invitation mail'));
    }
    return toInvite(invite, new Map([[me.id, me], ...(recipient ? [[recipient.id, recipient] as const] : [])]), me.id);
  }

  /** Accepting creates the connection (inviter, invitee) once; only the person the invite is addressed to may answer. */
  async accept(userId: string, inviteId: string) {
    const me = await this.people.me(userId);
    const { invite, connection } = await this.repository.fork().transactional(async (tx) => {
      const invite = await this.pendingFor(tx, me, inviteId);
      invite.status = 'accepted';
      invite.respondedAt = new Date();
      invite.recipientId = me.id;
      // Connected meanwhile (another way round): keep the one connection there is.
      let connection = await this.repository.findConnectionBetween(tx, invite.senderId, me.id);
      if (!connection) {
        connection = tx.create(ConnectionEntity, { id: randomUUID(), userId1: invite.senderId, userId2: me.id, inviteId: invite.id, createdAt: new Date() });
        recordEvent(tx, 'flow.evt.coflow.connection-created', { id: connection.id, userId1: connection.userId1, userId2: connection.userId2 }, [
          connection.userId1,
          connection.userId2,
        ]);
      }
      recordEvent(tx, 'flow.evt.coflow.invite-accepted', { id: invite.id, senderId: invite.senderId, recipientId: me.id, connectionId: connection.id }, [
        invite.senderId,
        me.id,
      ]);
      return { invite, connection };
    });
    this.relay.kick();
    const [users, profiles] = await Promise.all([this.people.usersByIds([invite.senderId, me.id]), this.people.tryProfilesByIds([invite.senderId])]);
    return { invite: toInvite(invite, users), connection: toConnection(connection, me.id, profiles, users) };
  }

  async decline(userId: string, inviteId: string): Promise<Invite> {
    const me = await this.people.me(userId);
    const invite = await this.repository.fork().transactional(async (tx) => {
      const invite = await this.pendingFor(tx, me, inviteId);
      invite.status = 'declined';
      invite.respondedAt = new Date();
      invite.recipientId = me.id;
      recordEvent(tx, 'flow.evt.coflow.invite-declined', { id: invite.id, senderId: invite.senderId, recipientId: me.id }, [invite.senderId, me.id]);
      return invite;
    });
    this.relay.kick();
    return toInvite(invite, await this.people.usersByIds([invite.senderId, me.id]));
  }

  /** The confirmed account the invitation goes to; null for an address that has none (yet). */
  private async recipientOf(me: UserSummary, request: RpcPayload<'flow.coflow.invites.send'>['invite']): Promise<UserSummary | null> {
    if (request.recipientId) {
      if (request.recipientId === me.id) throw DomainError.validation(CoFlowMessages.cannotInviteYourself);
      const recipient = (await this.people.usersByIds([request.recipientId])).get(request.recipientId);
      // An unconfirmed account, or one that asked not to be found, is not found by search: not by id either.
      if (!recipient?.email_confirmed || recipient.findable_by_email === false) throw new DomainError('NOT_FOUND', CoFlowMessages.userNotFound, 404);
      return recipient;
    }
    if (request.email === me.email) throw DomainError.validation(CoFlowMessages.cannotInviteYourself);
    const recipient = await this.people.userByEmail(request.email!);
    return recipient?.email_confirmed ? recipient : null;
  }

  /** The invite, locked until commit, if it is addressed to me (a confirmed address) and still pending; anyone else's is not found. */
  private async pendingFor(tx: EntityManager, me: UserSummary, inviteId: string): Promise<InviteEntity> {
    const invite = await this.repository.findInviteForUpdate(tx, inviteId);
    if (!invite || !me.email_confirmed || (invite.recipientEmail !== me.email && invite.recipientId !== me.id)) throw inviteNotFound();
    if (invite.status !== 'pending') throw DomainError.conflict(CoFlowMessages.inviteAlreadyAnswered);
    return invite;
  }
}
