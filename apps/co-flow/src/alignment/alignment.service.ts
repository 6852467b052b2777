import { Injectable } from '@nestjs/common';
import { type Alignment, type AlignmentQuery, CoFlowMessages, type Profile } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import { compatibilityNotes, type PeakWindow, peakClock, peakOn, peaksFromClock, peaksOfDays, syncOnInstants, syncScore, type SyncResult } from '@flow/rhythm';
import { CoFlowRepository, isUuid } from '../co-flow.repository';
import { connectionNotFound } from '../connections/connections.service';
import { displayName } from '../connections/connection.mapper';
import { manualProfileNotFound } from '../manual-profiles/manual-profiles.service';
import { PeopleDirectory } from '../people/people.directory';
import { type Energy, energyOf, energyOfProfile } from '../people/profile-energy';
import { type SharedWindowsAnswer, SharedWindowsFinder, zoneOf } from './shared-windows.finder';
import { withLocalTimes } from './window-times';

type Person = Alignment['me'];

const person = (id: string, kind: Person['kind'], name: string, avatarUrl: string | null, energy: Energy, email: string | null = null): Person => ({
  id,
  kind,
  name,
  avatar_url: avatarUrl,
  email,
  energyType: energy.energyType,
  constitution: energy.constitution,
  peakWindow: energy.peakWindow,
  usesDefaults: !energy.analysed,
});

/** View Alignment: me beside a connection or a manual profile: sync score, compatibility notes, best shared windows. */
@Injectable()
export class AlignmentService {
  constructor(
    private readonly repository: CoFlowRepository,
    private readonly people: PeopleDirectory,
    private readonly windows: SharedWindowsFinder,
  ) {}

  async alignment(userId: string, query: AlignmentQuery, now = new Date()): Promise<Alignment> {
    return query.manualProfileId !== undefined ? this.withManualProfile(userId, query.manualProfileId) : this.withConnection(userId, query, now);
  }

  private async withConnection(userId: string, query: AlignmentQuery, now: Date): Promise<Alignment> {
    const em = this.repository.fork();
    const connection =
      query.connectionId !== undefined
        ? await this.repository.findConnection(em, query.connectionId)
        : isUuid(query.userId!)
          ? await this.repository.findConnectionBetween(em, userId, query.userId!)
          : null;
    if (!connection || (connection.userId1 !== userId && connection.userId2 !== userId)) throw connectionNotFound();
    const otherId = connection.userId1 === userId ? connection.userId2 : connection.userId1;

    const [profiles, users] = await Promise.all([this.people.profilesByIds([userId, otherId]), this.people.tryUsersByIds([otherId])]);
    const theirs = profiles.get(otherId);
    // Spec 4: allowed only if the other user's profile exists and has a completed energy analysis.
    if (!theirs) throw new DomainError('PROFILE_NOT_FOUND', CoFlowMessages.profileNotFound, 404, { title: CoFlowMessages.profileNotFoundTitle });
    const otherEnergy = energyOfProfile(theirs);
    if (!otherEnergy.analysed)
      throw new DomainError('NO_ENERGY_ANALYSIS', CoFlowMessages.noEnergyAnalysis, 422, { title: CoFlowMessages.noEnergyAnalysisTitle });

    const mine = profiles.get(userId);
    const me = this.me(userId, mine);
    const other = person(otherId, 'user', displayName(theirs, users.get(otherId)), theirs.avatar_url, otherEnergy, users.get(otherId)?.email ?? null);
    const shared = await this.windows.find({ userId, timeZone: mine?.time_zone ?? null }, { userId: otherId, timeZone: theirs.time_zone }, now);
    const zones = { me: zoneOf(mine?.time_zone), other: zoneOf(theirs.time_zone) };
    const sync = this.syncInRealTime(me, other, shared, zones, now);
    return {
      me,
      other,
      syncScore: sync.score,
      overlapMinutes: sync.overlapMinutes,
      sharedPeak: sync.sharedPeak,
      compatibilityNotes: compatibilityNotes(me, other),
      kind: 'connection',
      connectionId: connection.id,
      manualProfileId: null,
      bestSharedWindows: withLocalTimes(shared.windows, shared.days ?? { me: [], other: [] }, zones, other.name, mine?.clock_format ?? '24h'),
      windowsRhythm: shared.rhythmSources,
      partial: shared.missing.length > 0,
      missing: shared.missing,
    };
  }

  private async withManualProfile(userId: string, manualProfileId: string): Promise<Alignment> {
    const manual = await this.repository.findManualProfile(this.repository.fork(), manualProfileId, userId);
    if (!manual) throw manualProfileNotFound();
    const energy = energyOf(manual.vedicAnalysis, manual.peakEnergyStart, manual.peakEnergyEnd);
    if (!energy.analysed)
      throw new DomainError('NO_ENERGY_ANALYSIS', CoFlowMessages.manualNoEnergyAnalysis, 422, { title: CoFlowMessages.noEnergyAnalysisTitle });
    const mine = (await this.people.profilesByIds([userId])).get(userId);
    return {
      ...this.compare(this.me(userId, mine), person(manual.id, 'manual', manual.fullName, null, energy, manual.email ?? null)),
      kind: 'manual',
      connectionId: null,
      manualProfileId: manual.id,
      // A manual profile has no FLOW calendar or rhythm of its own to meet in.
      bestSharedWindows: null,
      windowsRhythm: null,
      partial: false,
      missing: [],
    };
  }

  /** Spec 2: my name falls back to 'You'; without an analysis of my own the spec's defaults stand in. */
  private me(userId: string, profile: Profile | undefined): Person {
    return person(userId, 'user', profile?.full_name?.trim() || 'You', profile?.avatar_url ?? null, energyOfProfile(profile));
  }

  /**
   * Each person's peak at their own place of the day (the day model's peakWindow when daily-flow
   * answered, else the profile's window in their zone), compared as instants. The people's
   * `peakWindow` becomes today's peak on their own wall clock.
   */
  private syncInRealTime(me: Person, other: Person, shared: SharedWindowsAnswer, zones: { me: string; other: string }, now: Date): SyncResult {
    const peaks = (days: NonNullable<SharedWindowsAnswer['days']>['me'], window: PeakWindow, zone: string) =>
      days.length > 0 ? peaksOfDays(days) : peaksFromClock(window, zone, now);
    const mine = peaks(shared.days?.me ?? [], me.peakWindow, zones.me);
    const theirs = peaks(shared.days?.other ?? [], other.peakWindow, zones.other);
    const myPeak = peakOn(mine, zones.me, now);
    const theirPeak = peakOn(theirs, zones.other, now);
    if (!myPeak || !theirPeak) return syncScore(me.peakWindow, other.peakWindow);
    me.peakWindow = peakClock(myPeak, zones.me);
    other.peakWindow = peakClock(theirPeak, zones.other);
    return syncOnInstants(myPeak, theirs, zones.me);
  }

  private compare(me: Person, other: Person) {
    const sync = syncScore(me.peakWindow, other.peakWindow);
    return {
      me,
      other,
      syncScore: sync.score,
      overlapMinutes: sync.overlapMinutes,
      sharedPeak: sync.sharedPeak,
      compatibilityNotes: compatibilityNotes(me, other),
    };
  }
}
