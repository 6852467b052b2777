import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ClientInfo, IdentityMessages, type Session, type SignInRequest, type SignUpRequest, type User, type UserSummary } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log';
import { EmailConfirmationService } from './email-confirmation.service';
import { UserEntity } from './identity.entities';
import { IdentityRepository } from './identity.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { SessionService } from './session.service';
import { toUser, toUserSummary } from './user.mapper';

@Injectable()
export class AuthService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionService,
    private readonly relay: OutboxRelay,
    private readonly confirmation: EmailConfirmationService,
    private readonly audit: AuditLog,
  ) {}

  async signUp(input: SignUpRequest): Promise<Session> {
    const passwordHash = await hashPassword(input.password);
    const em = this.repository.fork();
    const { session, user, token } = await em
      .transactional(async (tx) => {
        if (await this.repository.findUserByEmail(tx, input.email)) throw DomainError.conflict(IdentityMessages.emailTaken);
        const user = tx.create(UserEntity, {
          id: randomUUID(),
          email: input.email,
          passwordHash,
          fullName: input.fullName || null,
          emailConfirmedAt: null,
          findableByEmail: true,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        recordEvent(
          tx,
          'flow.evt.identity.user-registered',
          { userId: user.id, email: user.email, fullName: user.fullName ?? null, language: input.language },
          [user.id],
        );
        return { session: await this.sessions.open(tx, user), user, token: await this.confirmation.issue(tx, user) };
      })
      .catch((error) => {
        // Two sign-ups racing for one address: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw DomainError.conflict(IdentityMessages.emailTaken);
        throw error;
      });
    this.relay.kick();
    await this.confirmation.send(user, token, input.language);
    return session;
  }

  /** One generic message for a wrong e-mail or a wrong password: no user enumeration. Failures are audited. */
  async signIn(input: SignInRequest, client?: z.infer<typeof ClientInfo>): Promise<Session> {
    const em = this.repository.fork();
    const user = await this.repository.findUserByEmail(em, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !user.passwordHash || !ok) {
      this.audit.record(em, 'signin.failed', {
        userId: user?.id,
        email: input.email,
        client,
        details: { reason: user ? 'wrong password' : 'no such account' },
      });
      await em.flush();
      throw new DomainError('INVALID_CREDENTIALS', IdentityMessages.invalidCredentials, 400);
    }
    return em.transactional((tx) => this.sessions.open(tx, user));
  }

  async getUser(userId: string): Promise<User> {
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, userId);
    if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    return toUser(user, await this.repository.providersOf(em, user.id));
  }

  async updatePrivacy(userId: string, findableByEmail: boolean): Promise<User> {
    const em = this.repository.fork();
    const user = await this.repository.findUserById(em, userId);
    if (!user) throw DomainError.unauthorized(IdentityMessages.sessionMissing);
    user.findableByEmail = findableByEmail;
    recordEvent(em, 'flow.evt.identity.user-updated', { userId }, [userId]);
    await em.flush();
    this.relay.kick();
    return toUser(user, await this.repository.providersOf(em, user.id));
  }

  async searchByEmailPrefix(prefix: string, limit: number): Promise<UserSummary[]> {
    return (await this.repository.searchFindableByEmailPrefix(this.repository.fork(), prefix.toLowerCase(), limit)).map(toUserSummary);
  }

  async byIds(ids: string[]): Promise<UserSummary[]> {
    return (await this.repository.findUsersByIds(this.repository.fork(), ids)).map(toUserSummary);
  }

  async byEmail(email: string): Promise<UserSummary | null> {
    const user = await this.repository.findUserByEmail(this.repository.fork(), email);
    return user ? toUserSummary(user) : null;
  }
}
