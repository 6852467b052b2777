import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CalendarMessages, type DayRhythm, type ScheduledEvent } from '@flow/contracts';
import { DomainError, LOGGER, RpcClient } from '@flow/platform';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { FeedEntity } from './feed.entity';
import { FeedRepository } from './feed.repository';
import { CALENDAR_SYNC_ENV, type CalendarSyncEnv } from '../calendar-sync.env';
import { secretHash, TokenCipher } from '../crypto/token-cipher';
import { buildFeed } from './ics-feed';

/** Each source gets this long; one that does not answer is left out and the feed serves the rest. */
const SOURCE_TIMEOUT_MS = 2500;

/** The private, subscribable iCalendar feed: its secret, its rotation, and its content. */
@Injectable()
export class FeedService {
  constructor(
    private readonly repository: FeedRepository,
    private readonly cipher: TokenCipher,
    private readonly rpc: RpcClient,
    @Inject(CALENDAR_SYNC_ENV) private readonly env: CalendarSyncEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async get(userId: string) {
    const feed = await this.repository.feedOf(this.repository.fork(), userId);
    return { feed: feed ? this.describe(feed, this.cipher.open(feed.secretEnc, `${userId}:feed`)) : null };
  }

  /** A new secret: the old address stops working at once. */
  async rotate(userId: string) {
    const secret = randomBytes(32).toString('base64url');
    // One statement, so two rotations at once (two tabs) cannot both insert the user's first feed.
    const feed = await this.repository.saveFeed(this.repository.fork(), {
      userId,
      secretHash: secretHash(secret),
      secretEnc: this.cipher.seal(secret, `${userId}:feed`),
      createdAt: new Date(),
    });
    return this.describe(feed, secret);
  }

  async delete(userId: string) {
    await this.repository.deleteFeed(this.repository.fork(), userId);
    return { ok: true as const };
  }

  async render(secret: string): Promise<{ ics: string }> {
    const feed = await this.repository.feedBySecretHash(this.repository.fork(), secretHash(secret));
    if (!feed) throw DomainError.notFound(CalendarMessages.feedNotFound);
    const now = DateTime.utc();
    const [events, days] = await Promise.all([this.flowEvents(feed.userId, now), this.rhythm(feed.userId, now)]);
    return { ics: buildFeed({ events, series: await this.seriesOf(feed.userId, events), days }) };
  }

  /** The repeating events behind the listed occurrences, so the feed carries each as one RRULE. */
  private async seriesOf(userId: string, events: ScheduledEvent[]): Promise<ScheduledEvent[]> {
    const ids = [...new Set(events.flatMap((e) => (e.recurringEventId ? [e.recurringEventId] : [])))];
    const results = await Promise.allSettled(ids.map((id) => this.rpc.request('flow.scheduling.events.get', { userId, id }, { timeoutMs: SOURCE_TIMEOUT_MS })));
    return results.flatMap((r) => (r.status === 'fulfilled' && r.value.recurrence ? [r.value] : []));
  }

  private async flowEvents(userId: string, now: DateTime) {
    const from = now.minus({ days: this.env.CALENDAR_FEED_PAST_DAYS }).startOf('day').toISO()!;
    const to = now.plus({ days: this.env.CALENDAR_FEED_FUTURE_DAYS }).endOf('day').toISO()!;
    try {
      return (await this.rpc.request('flow.scheduling.events.range', { userId, from, to }, { timeoutMs: SOURCE_TIMEOUT_MS })).events;
    } catch (error) {
      this.logger.warn({ err: error }, 'feed: FLOW events unavailable, serving without them');
      return [];
    }
  }

  /** Rhythm blocks from yesterday on (so today's early blocks are there in every time zone). */
  private async rhythm(userId: string, now: DateTime): Promise<DayRhythm[]> {
    const dates = Array.from({ length: this.env.CALENDAR_FEED_RHYTHM_DAYS }, (_, i) => now.plus({ days: i - 1 }).toISODate()!);
    const results = await Promise.allSettled(
      dates.map((date) => this.rpc.request('flow.daily-flow.rhythm', { userId, date }, { timeoutMs: SOURCE_TIMEOUT_MS })),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) this.logger.warn({ failed }, 'feed: some rhythm days unavailable, serving without them');
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }

  private describe(feed: FeedEntity, secret: string) {
    return { path: `/api/calendar/feed/${secret}.ics`, createdAt: feed.createdAt.toISOString() };
  }
}
