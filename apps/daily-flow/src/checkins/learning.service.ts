import { Inject, Injectable } from '@nestjs/common';
import type { Insights, RpcPayload } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { blueprintFromProfile, type CheckinPoint, countedCheckins, formatClock, learnedSummary, learnRhythm, weekdayPatterns } from '@flow/rhythm';
import { CLOCK } from '../clock';
import { FlowSources } from '../flow/flow-sources';
import type { CheckinEntity } from './checkin.entities';
import { toCheckinPoint, toCheckins } from './checkin.mapper';
import { CheckinsRepository } from './checkins.repository';

export interface LearningInput {
  enabled: boolean;
  since: Date | null;
  /** The check-ins the learning counts, oldest first (none when learning is off). */
  counted: CheckinPoint[];
  entities: CheckinEntity[];
}

type Settings = { enabled: boolean; since: string | null };

/**
 * What FLOW learned from a person's check-ins: the inputs of the learned rhythm (for their days), the
 * Insights page, and the settings "Learn from my check-ins" and "Reset what FLOW learned".
 */
@Injectable()
export class LearningService {
  constructor(
    private readonly repository: CheckinsRepository,
    private readonly sources: FlowSources,
    private readonly relay: OutboxRelay,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async inputOf(userId: string): Promise<LearningInput> {
    const em = this.repository.fork();
    const settings = await this.repository.settings(em, userId);
    const enabled = settings?.enabled ?? true;
    const since = settings?.learnSince ?? null;
    if (!enabled) return { enabled, since, counted: [], entities: [] };
    const entities = await this.repository.since(em, userId, since);
    const points = new Map(entities.map((e) => [e.id, e]));
    const counted = countedCheckins(entities.map(toCheckinPoint));
    return { enabled, since, counted, entities: counted.map((c) => points.get(c.id)!) };
  }

  async insights(request: RpcPayload<'flow.daily-flow.insights'>): Promise<Insights> {
    const [profile, input] = await Promise.all([this.sources.profile(request.userId), this.inputOf(request.userId)]);
    // Without the profile there is no chart to compare with: say so rather than invent one.
    if (!profile.ok) throw DomainError.unavailable();
    const chartPeak = blueprintFromProfile(profile.value).peak;
    const posterior = learnRhythm(chartPeak, input.counted);
    const learned = posterior.summary();
    const window = (w: { start: number; end: number }) => ({ start: formatClock(w.start), end: formatClock(w.end) });
    return {
      checkins: toCheckins(input.entities),
      learned: learned.learned,
      peakWindow: window(learned.peakWindow),
      chartPeakWindow: window(learned.chartPeakWindow),
      curve: posterior.curve(),
      summary: input.enabled ? learnedSummary(learned, input.counted) : 'Learning from check-ins is off: your day follows your chart.',
      shiftMinutes: learned.learned ? learned.peakWindow.start - learned.chartPeakWindow.start : 0,
      weekdays: weekdayPatterns(posterior, input.counted),
      learning: { enabled: input.enabled, since: input.since?.toISOString() ?? null },
    };
  }

  setEnabled(request: RpcPayload<'flow.daily-flow.insights.settings'>): Promise<Settings> {
    return this.change(request.userId, 'settings', (settings) => (settings.enabled = request.enabled));
  }

  /** Check-ins made before now stop counting; they stay in the person's history and export. */
  reset(request: RpcPayload<'flow.daily-flow.insights.reset'>): Promise<Settings> {
    return this.change(request.userId, 'reset', (settings) => (settings.learnSince = this.now()));
  }

  private async change(
    userId: string,
    change: 'settings' | 'reset',
    apply: (settings: { enabled: boolean; learnSince?: Date | null }) => void,
  ): Promise<Settings> {
    const saved = await this.repository.fork().transactional(async (tx) => {
      const settings = await this.repository.settingsForUpdate(tx, userId);
      apply(settings);
      settings.updatedAt = this.now();
      recordEvent(tx, 'flow.evt.daily-flow.checkin-changed', { userId, id: null, change }, [userId]);
      return settings;
    });
    this.relay.kick();
    return { enabled: saved.enabled, since: saved.learnSince?.toISOString() ?? null };
  }
}
