import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MeetingType, RememberedEventType } from '@flow/contracts';
import { eventTypeKey } from '@flow/rhythm';
import { EventTypeCorrectionEntity } from './event-types.entities';

/** The person's type corrections, one per title; every query by user. */
@Injectable()
export class EventTypesService {
  constructor(private readonly em: EntityManager) {}

  async remember(userId: string, title: string, meetingType: MeetingType): Promise<RememberedEventType> {
    await this.em.fork().upsert(EventTypeCorrectionEntity, { userId, titleKey: eventTypeKey(title), meetingType, updatedAt: new Date() });
    return { title, meetingType };
  }

  /** The type the person gave this title, or null. */
  async correctionFor(userId: string, title: string): Promise<MeetingType | null> {
    const row = await this.em.fork().findOne(EventTypeCorrectionEntity, { userId, titleKey: eventTypeKey(title) });
    return row?.meetingType ?? null;
  }
}
