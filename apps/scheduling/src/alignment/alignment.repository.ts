import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AlignmentOverrideEntity } from './alignment.entities';

/** The only place that queries event_alignment_overrides; always by user. */
@Injectable()
export class AlignmentRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  list(em: EntityManager, userId: string, eventIds?: string[]) {
    return em.find(AlignmentOverrideEntity, { userId, ...(eventIds ? { eventId: { $in: eventIds } } : {}) }, { orderBy: { eventId: 'asc' } });
  }

  /** Insert or change the one override of (user, event). */
  async upsert(em: EntityManager, userId: string, eventId: string, isAligned: boolean) {
    await em.upsert(AlignmentOverrideEntity, { userId, eventId, isAligned, updatedAt: new Date() });
  }

  /** Back to automatic; true when there was an override. */
  async remove(em: EntityManager, userId: string, eventId: string): Promise<boolean> {
    return (await em.nativeDelete(AlignmentOverrideEntity, { userId, eventId })) > 0;
  }
}
