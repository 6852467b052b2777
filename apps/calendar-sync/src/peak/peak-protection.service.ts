import { Injectable } from '@nestjs/common';
import { type AutoDeclineMode, CalendarMessages, type CalendarProvider, DEFAULT_PEAK_PROTECTION_SETTING, type PeakProtection } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import type { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionRepository } from '../connections/connection.repository';
import { peakCalendarOf } from './peak-calendar';
import { PeakProtectionEntity } from './peak.entities';
import { PeakRepository } from './peak.repository';
import { PeakScheduler } from './peak-scheduler';

/** "Protect my peak" as the person sets it, one setting per connection; the blocks follow in the background. */
@Injectable()
export class PeakProtectionService {
  constructor(
    private readonly repository: ConnectionRepository,
    private readonly peaks: PeakRepository,
    private readonly scheduler: PeakScheduler,
  ) {}

  async update(
    userId: string,
    provider: CalendarProvider,
    change: { enabled: boolean; autoDeclineMode?: AutoDeclineMode; declineMessage?: string },
  ): Promise<void> {
    try {
      await this.save(userId, provider, change);
    } catch (error) {
      // Two first changes at once both found no setting and inserted one: the later applies its change to the row now there.
      if ((error as { code?: string }).code !== '23505') throw error;
      await this.save(userId, provider, change);
    }
  }

  private async save(
    userId: string,
    provider: CalendarProvider,
    change: { enabled: boolean; autoDeclineMode?: AutoDeclineMode; declineMessage?: string },
  ): Promise<void> {
    const em = this.repository.fork();
    const connection = await this.repository.connectionOf(em, userId, provider);
    if (!connection) throw DomainError.notFound(CalendarMessages.notConnected);
    if (change.enabled && connection.status !== 'connected') throw DomainError.conflict(CalendarMessages.peakNeedsConnection);
    const setting =
      (await this.peaks.peakProtectionOf(em, connection.id)) ??
      em.create(PeakProtectionEntity, { connectionId: connection.id, userId, ...DEFAULT_PEAK_PROTECTION_SETTING });
    Object.assign(setting, {
      enabled: change.enabled,
      autoDeclineMode: change.autoDeclineMode ?? setting.autoDeclineMode,
      declineMessage: change.declineMessage ?? setting.declineMessage,
      // Planned (or cleaned up) at once, from a clean slate.
      dueAt: new Date(),
      failures: 0,
      lastError: null,
    });
    await em.flush();
    this.scheduler.kick();
  }

  /** Each connection's setting as its owner sees it (off with the defaults until first set). */
  async describe(userId: string, connections: ConnectionEntity[]): Promise<Map<string, PeakProtection>> {
    const em = this.repository.fork();
    const [settings, upcoming] = await Promise.all([this.peaks.peakProtectionsOf(em, userId), this.peaks.upcomingPeakBlockCounts(em, userId, new Date())]);
    const byConnection = new Map(settings.map((s) => [s.connectionId, s]));
    return new Map(
      connections.map((connection) => {
        const setting = byConnection.get(connection.id);
        return [
          connection.id,
          {
            enabled: setting?.enabled ?? false,
            autoDeclineMode: setting?.autoDeclineMode ?? DEFAULT_PEAK_PROTECTION_SETTING.autoDeclineMode,
            declineMessage: setting?.declineMessage ?? DEFAULT_PEAK_PROTECTION_SETTING.declineMessage,
            calendarId: peakCalendarOf(connection),
            upcomingBlocks: upcoming.get(connection.id) ?? 0,
            plannedAt: setting?.plannedAt?.toISOString() ?? null,
            lastError: setting?.lastError ?? null,
          },
        ];
      }),
    );
  }
}
