import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MirrorLinkEntity } from './mirror-link.entity';

/** Where FLOW events were copied to, per user and connection. */
@Injectable()
export class MirrorLinkRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  linkOf(em: EntityManager, userId: string, connectionId: string, flowEventId: string) {
    return em.findOne(MirrorLinkEntity, { userId, connectionId, flowEventId });
  }

  deleteLink(em: EntityManager, userId: string, connectionId: string, flowEventId: string) {
    return em.nativeDelete(MirrorLinkEntity, { userId, connectionId, flowEventId });
  }
}
