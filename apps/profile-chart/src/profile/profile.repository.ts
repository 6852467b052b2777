import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@flow/contracts';
import { ProfileEntity } from './profile.entity';

/** The only place that queries the profiles table. Methods take the unit of work they run in. */
@Injectable()
export class ProfileRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  find(em: EntityManager, id: string): Promise<ProfileEntity | null> {
    return em.findOne(ProfileEntity, { id });
  }

  findByIds(em: EntityManager, ids: string[]): Promise<ProfileEntity[]> {
    return ids.length ? em.find(ProfileEntity, { id: { $in: ids } }, { orderBy: { id: 'asc' } }) : Promise.resolve([]);
  }

  /**
   * Creates the empty profile of a new user, or fills in a name still missing (a write can create the
   * profile before the sign-up event arrives). Safe to repeat.
   */
  /** The language chosen at sign-up is set only on a new row: a profile made first (by a write racing the event) keeps its own. */
  async insertEmpty(em: EntityManager, id: string, fullName: string | null, language: Language): Promise<void> {
    await em
      .getConnection()
      .execute(
        `insert into profiles (id, full_name, language) values (?, ?, ?) on conflict (id) do update set full_name = coalesce(profiles.full_name, excluded.full_name)`,
        [id, fullName, language],
        'run',
        em.getTransactionContext(),
      );
  }

  /** The profile locked for update within `tx`, created empty first if the sign-up event has not arrived yet. */
  async lockOrCreate(tx: EntityManager, id: string): Promise<ProfileEntity> {
    await tx.getConnection().execute(`insert into profiles (id) values (?) on conflict (id) do nothing`, [id], 'run', tx.getTransactionContext());
    return tx.findOneOrFail(ProfileEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(ProfileEntity, { id });
  }

  async setLastTransitCheck(em: EntityManager, id: string, at: Date): Promise<void> {
    await em.nativeUpdate(ProfileEntity, { id }, { lastTransitCheck: at });
  }
}
