import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlanMirrorBlockEntity, PlanMirrorEntity } from './plan-mirror.entities';

/** The opt-in and the blocks FLOW wrote for planned items. Every query is scoped to a user or a connection. */
@Injectable()
export class PlanMirrorRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  settingOf(em: EntityManager, connectionId: string) {
    return em.findOne(PlanMirrorEntity, { connectionId });
  }

  settingsOf(em: EntityManager, userId: string) {
    return em.find(PlanMirrorEntity, { userId });
  }

  blocksOfConnection(em: EntityManager, connectionId: string) {
    return em.find(PlanMirrorBlockEntity, { connectionId }, { orderBy: { startTime: 'asc', id: 'asc' } });
  }
}
