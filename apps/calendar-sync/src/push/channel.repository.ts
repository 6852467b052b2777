import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GoogleChannelEntity } from './google-channel.entity';

/** Google push channels, per connection. */
@Injectable()
export class ChannelRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  channelsOf(em: EntityManager, connectionId: string) {
    return em.find(GoogleChannelEntity, { connectionId });
  }

  deleteChannelsOf(em: EntityManager, connectionId: string) {
    return em.nativeDelete(GoogleChannelEntity, { connectionId });
  }

  channelById(em: EntityManager, id: string) {
    return em.findOne(GoogleChannelEntity, { id });
  }

  /** Connections with a channel that expires before `before`: they are renewed. */
  async connectionsWithChannelsExpiring(em: EntityManager, before: Date, limit: number): Promise<string[]> {
    const rows = await em.find(GoogleChannelEntity, { expiresAt: { $lt: before } }, { fields: ['connectionId'], orderBy: { expiresAt: 'asc' }, limit });
    return [...new Set(rows.map((r) => r.connectionId))];
  }
}
