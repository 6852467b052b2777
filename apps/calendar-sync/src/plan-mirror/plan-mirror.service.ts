import { Injectable } from '@nestjs/common';
import { CalendarMessages, type CalendarProvider, type PlanMirrorSetting } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { ConnectionRepository } from '../connections/connection.repository';
import { PlanMirrorEntity } from './plan-mirror.entities';
import { PlanMirrorRepository } from './plan-mirror.repository';
import { PlanMirrorWriter } from './plan-mirror.writer';

/** The opt-in of defence on calendars, per connection of the signed-in person; the blocks follow in the background. */
@Injectable()
export class PlanMirrorService {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly mirrors: PlanMirrorRepository,
    private readonly writer: PlanMirrorWriter,
  ) {}

  async update(userId: string, provider: CalendarProvider, enabled: boolean): Promise<PlanMirrorSetting> {
    const em = this.mirrors.fork();
    const connection = await this.connections.connectionOf(em, userId, provider);
    if (!connection) throw DomainError.notFound(CalendarMessages.notConnected);
    await em.upsert(PlanMirrorEntity, { connectionId: connection.id, userId, enabled, updatedAt: new Date() });
    void this.writer.run(connection.id);
    return { provider, mirrorPlanToCalendar: enabled };
  }

  /** The person's connections that mirror (or still hold blocks to clean up after turning it off). */
  async connectionsOf(userId: string): Promise<string[]> {
    return (await this.mirrors.settingsOf(this.mirrors.fork(), userId)).map((s) => s.connectionId);
  }
}
