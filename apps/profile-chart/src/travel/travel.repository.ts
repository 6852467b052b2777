import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TravelStayEntity } from '../profile/profile.entity';

/** The only place that queries the travel_stays table; every query is scoped to one person. */
@Injectable()
export class TravelRepository {
  listFor(em: EntityManager, userId: string): Promise<TravelStayEntity[]> {
    return em.find(TravelStayEntity, { userId }, { orderBy: { fromDate: 'asc' } });
  }

  add(tx: EntityManager, stay: TravelStayEntity): TravelStayEntity {
    tx.persist(stay);
    return stay;
  }

  /** True when the person had that stay (someone else's id deletes nothing). */
  async delete(tx: EntityManager, userId: string, id: string): Promise<boolean> {
    return (await tx.nativeDelete(TravelStayEntity, { id, userId })) > 0;
  }

  async deleteAllOf(tx: EntityManager, userId: string): Promise<void> {
    await tx.nativeDelete(TravelStayEntity, { userId });
  }
}
