import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FeedEntity } from './feed.entity';

/** The private iCalendar feeds. */
@Injectable()
export class FeedRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  feedOf(em: EntityManager, userId: string) {
    return em.findOne(FeedEntity, { userId });
  }

  feedBySecretHash(em: EntityManager, secretHash: string) {
    return em.findOne(FeedEntity, { secretHash });
  }

  /** Feeds whose sealed secret is not under the current key (rotation). */
  feedsSealedWithOtherKey(em: EntityManager, currentKeyId: string, limit: number) {
    return em.find(FeedEntity, { $not: { secretEnc: { $like: `v1.${currentKeyId}.%` } } }, { limit });
  }

  /** Creates or replaces the user's feed. */
  saveFeed(em: EntityManager, feed: Pick<FeedEntity, 'userId' | 'secretHash' | 'secretEnc' | 'createdAt'>): Promise<FeedEntity> {
    return em.upsert(FeedEntity, feed);
  }

  deleteFeed(em: EntityManager, userId: string) {
    return em.nativeDelete(FeedEntity, { userId });
  }
}
