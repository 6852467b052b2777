import { Inject, Injectable } from '@nestjs/common';
import { type Language, type Profile, type UserSummary } from '@flow/contracts';
import { DomainError, LOGGER, recipientLanguage, RpcClient } from '@flow/platform';
import type { Logger } from 'pino';

/**
 * Who people are, asked of the services that own it: accounts from identity, profiles from
 * profile-chart. Co-flow keeps no copy, so names and analyses are always current.
 */
@Injectable()
export class PeopleDirectory {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async usersByIds(ids: string[]): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const users = await this.rpc.request('flow.identity.users.byIds', { ids: unique });
    return new Map(users.map((u) => [u.id, u]));
  }

  /** The caller's own account; a token for a deleted account is no longer a session. */
  async me(userId: string): Promise<UserSummary> {
    const me = (await this.usersByIds([userId])).get(userId);
    if (!me) throw DomainError.unauthorized();
    return me;
  }

  userByEmail(email: string): Promise<UserSummary | null> {
    return this.rpc.request('flow.identity.users.byEmail', { email });
  }

  searchUsersByEmailPrefix(emailPrefix: string, limit: number): Promise<UserSummary[]> {
    return this.rpc.request('flow.identity.users.search', { emailPrefix, limit });
  }

  async profilesByIds(ids: string[]): Promise<Map<string, Profile>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const profiles = await this.rpc.request('flow.profile.byIds', { ids: unique });
    return new Map(profiles.map((p) => [p.id, p]));
  }

  /** For lists that can show a fallback name (spec 8: the name shows 'User' when the profile fetch fails). */
  async tryProfilesByIds(ids: string[]): Promise<Map<string, Profile>> {
    return this.profilesByIds(ids).catch((error) => {
      this.logger.warn({ err: error }, 'profiles unavailable; showing fallback names');
      return new Map();
    });
  }

  async tryUsersByIds(ids: string[]): Promise<Map<string, UserSummary>> {
    return this.usersByIds(ids).catch((error) => {
      this.logger.warn({ err: error }, 'accounts unavailable; showing fallback names');
      return new Map();
    });
  }

  /** The person's language (profile); English when profile-chart does not answer: a mail still goes out. */
  languageOf(userId: string): Promise<Language> {
    return recipientLanguage(this.rpc, this.logger, userId);
  }
}
