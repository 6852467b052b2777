import { DailyFlow as DailyFlowSchema, DailyFlowMessages, type Profile, type ScheduledEvent } from '@flow/contracts';
import { DomainError, createLogger } from '@flow/platform';
import { chartEnergyCurve, type EnergyObservation } from '@flow/rhythm';
import type { LearningService } from '../checkins/learning.service';
import { DailyFlowEnv } from '../daily-flow.env';
import type { FlowCache } from './flow-cache';
import type { Fetched, FlowSources } from './flow-sources';
import { FlowService } from './flow.service';

const USER = '00000000-0000-4000-8000-00000000000a';
const NOW = new Date('2026-03-10T09:30:00Z');
const env = DailyFlowEnv.parse({});

/** An in-memory cache with the real one's contract (generation-checked writes). */
function memoryCache(available = true) {
  const entries = new Map<string, { json: string; ttl: number; validUntil?: number }>();
  let generation = 0;
  const cache = {
    entries,
    async read(userId: string, name: string) {
      const entry = entries.get(`${userId}:${name}`);
      return available ? { json: entry?.json ?? null, validUntil: entry?.validUntil, generation: String(generation) } : null;
    },
    async write(userId: string, name: string, day: { body: string; validUntil?: number }, ttl: number, gen: string) {
      if (!available || gen !== String(generation)) return false;
      entries.set(`${userId}:${name}`, { json: day.body, ttl, validUntil: day.validUntil });
      return true;
    },
    async invalidate() {
      generation++;
      entries.clear();
      return 0;
    },
  };
  return cache;
}

const ok = <T>(value: T): Fetched<T> => ({ ok: true, value });
const missing = { ok: false as const, reason: 'SERVICE_UNAVAILABLE' };

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: USER,
    full_name: 'Ann',
    birth_date: null,
    birth_time: null,
    birth_location: null,
    onboarding_completed: true,
    vedic_analysis: null,
    vedic_constitution: null,
    peak_energy_start: null,
    peak_energy_end: null,
    last_transit_check: null,
    avatar_url: null,
    time_zone: null,
    current_location: null,
    current_time_zone: null,
    ...overrides,
  };
}

function event(id: string, start: string, end: string, title: string): ScheduledEvent {
  return {
    id,
    title,
    start_time: start,
    end_time: end,
    location: null,
    meeting_type: null,
    description: null,
    google_calendar_event_id: null,
    is_aligned: null,
    mirror_state: 'none',
    mirror_error: null,
    attendees: [],
    created_at: '2026-03-01T00:00:00Z',
    updated_at: '2026-03-01T00:00:00Z',
  };
}

function setup(
  sources: Partial<Record<'profile' | 'scheduledEvents' | 'calendarEvents', jest.Mock>> = {},
  cache = memoryCache(),
  now = NOW,
  checkins: EnergyObservation[] = [],
) {
  const calls = {
    profile: sources.profile ?? jest.fn(async () => ok(null)),
    scheduledEvents: sources.scheduledEvents ?? jest.fn(async () => ok([])),
    calendarEvents: sources.calendarEvents ?? jest.fn(async () => ok([])),
  };
  const learning = { inputOf: async () => ({ counted: checkins }) } as unknown as LearningService;
  const service = new FlowService(calls as unknown as FlowSources, cache as unknown as FlowCache, env, createLogger('test', 'silent'), () => now, learning);
  return { service, calls, cache };
}

/** Check-ins of someone whose day runs two hours later than the default chart (peak 08:00–13:00). */
function laterCheckins(count: number): EnergyObservation[] {
  const curve = chartEnergyCurve({ start: 480, end: 780 });
  return Array.from({ length: count }, (_, i) => {
    const minute = 420 + ((i * 97) % 900);
    return { minute, energy: Math.round(curve[(minute - 120 + 1440) % 1440]) };
  });
}

describe('FlowService and the learned rhythm', () => {
  it('follows the chart until the check-ins are conclusive, and says so', async () => {
    const flow = await setup(undefined, memoryCache(), NOW, laterCheckins(3)).service.dailyFlow({ userId: USER, date: '2026-03-10', timeZone: 'UTC' });
    expect(flow.rhythmSource).toBe('chart');
    expect(flow.peakWindow).toMatchObject({ start: '09:00', end: '13:00', startsAt: '2026-03-10T09:00:00Z', endsAt: '2026-03-10T13:00:00Z' });
  });

  it('moves the peak window, deep focus and intensities once learned, in the flow and in the rhythm other services read', async () => {
    const { service } = setup(undefined, memoryCache(), NOW, laterCheckins(80));
    const flow = await service.dailyFlow({ userId: USER, date: '2026-03-10', timeZone: 'UTC' });
    expect(flow.rhythmSource).toBe('learned');
    const start = Number(flow.peakWindow.start.slice(0, 2)) * 60 + Number(flow.peakWindow.start.slice(3));
    expect(Math.abs(start - 600)).toBeLessThanOrEqual(30);
    const focus = flow.rhythmBlocks.find((b) => b.theme === 'Deep Focus')!;
    expect(focus.timeRange.startsWith(flow.peakWindow.start)).toBe(true);
    expect(focus.why!.join(' ')).toMatch(/learned from \d+ check-ins/);
    const chart = await setup().service.dailyFlow({ userId: USER, date: '2026-03-10', timeZone: 'UTC' });
    expect(chart.rhythmBlocks.find((b) => b.theme === 'Deep Focus')!.timeRange).not.toBe(focus.timeRange);
    const rhythm = await service.rhythm({ userId: USER, date: '2026-03-10', timeZone: 'UTC' });
    expect(rhythm.rhythmSource).toBe('learned');
    expect(rhythm.rhythmBlocks.find((b) => b.theme === 'Deep Focus')!.timeRange).toBe(focus.timeRange);
  });
});

describe('FlowService.dailyFlow', () => {
  it('answers a complete flow in the contract’s shape, with the spec’s defaults when the profile lacks data', async () => {
    const { service } = setup();
    const flow = await service.dailyFlow({ userId: USER, date: '2026-03-10', timeZone: 'Europe/Berlin' });
    expect(DailyFlowSchema.parse(flow)).toEqual(flow);
    expect(flow).toMatchObject({ partial: false, missing: [], energyType: 'Balanced', timeZone: 'Europe/Berlin', timeZoneSource: 'browser' });
    expect(flow.dailyGuidance).toMatchObject({ peakHours: '09:00 to 13:00', recoveryTime: '9pm - 11pm' });
    expect(flow.defaultsUsed).toEqual(['energyType', 'peakWindow', 'recoveryTime', 'dasha']);
    expect(flow.reflection.length).toBeGreaterThan(0);
    expect(flow.vedicInfluences.panchanga!.place).toBe('Berlin, Germany');
  });

  it('returns the flow with partial: true and what is missing when a source does not answer', async () => {
    const { service } = setup({ scheduledEvents: jest.fn(async () => missing), calendarEvents: jest.fn(async () => missing) });
    const flow = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect(flow.partial).toBe(true);
    expect(flow.missing).toEqual([
      { source: 'scheduled-events', message: DailyFlowMessages.missing['scheduled-events'] },
      { source: 'calendar-events', message: DailyFlowMessages.missing['calendar-events'] },
    ]);
    expect(flow.rhythmBlocks.length).toBeGreaterThan(10);
  });

  it('takes the time zone from the profile, else the browser, else UTC, and says which', async () => {
    const fromProfile = setup({ profile: jest.fn(async () => ok(profile({ time_zone: 'Asia/Kolkata' }))) });
    expect(await fromProfile.service.dailyFlow({ userId: USER, timeZone: 'Europe/Berlin' })).toMatchObject({
      timeZone: 'Asia/Kolkata',
      timeZoneSource: 'profile',
      date: '2026-03-10',
    });
    const fromBrowser = setup();
    expect(await fromBrowser.service.dailyFlow({ userId: USER, timeZone: 'Pacific/Honolulu' })).toMatchObject({
      timeZone: 'Pacific/Honolulu',
      timeZoneSource: 'browser',
      date: '2026-03-09',
    });
    const byDefault = setup({ profile: jest.fn(async () => missing) });
    expect(await byDefault.service.dailyFlow({ userId: USER })).toMatchObject({
      timeZone: 'UTC',
      timeZoneSource: 'default',
      partial: true,
      missing: [{ source: 'profile' }],
    });
  });

  it('refuses a date outside one year of the user’s today with 422, and accepts the edges', async () => {
    const { service } = setup();
    await expect(service.dailyFlow({ userId: USER, date: '2027-03-11' })).rejects.toMatchObject({ status: 422, message: DailyFlowMessages.dateOutOfRange });
    await expect(service.dailyFlow({ userId: USER, date: '2025-03-09' })).rejects.toMatchObject({ status: 422 });
    await expect(service.dailyFlow({ userId: USER, date: '2026-02-30' })).rejects.toMatchObject({ status: 422 });
    await expect(service.dailyFlow({ userId: USER, date: '2027-03-10' })).resolves.toMatchObject({ date: '2027-03-10' });
    await expect(service.dailyFlow({ userId: USER, date: '2025-03-10' })).resolves.toMatchObject({ date: '2025-03-10' });
  });

  it('refuses an unknown browser time zone with 422', async () => {
    const { service } = setup();
    await expect(service.dailyFlow({ userId: USER, timeZone: 'Mars/Olympus' })).rejects.toMatchObject({
      status: 422,
      message: DailyFlowMessages.invalidTimeZone,
    });
  });

  it('merges the user’s own and external events into the blocks, in the user’s zone', async () => {
    const { service, calls } = setup({
      profile: jest.fn(async () => ok(profile({ time_zone: 'Europe/Berlin' }))),
      scheduledEvents: jest.fn(async () => ok([event('00000000-0000-4000-8000-000000000001', '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', 'Write report')])),
      calendarEvents: jest.fn(async () =>
        ok([
          {
            id: 'g1',
            summary: 'Client call',
            startTime: '2026-03-10T13:00:00Z',
            endTime: '2026-03-10T13:30:00Z',
            isAllDay: false,
            location: null,
            description: null,
            source: 'google' as const,
          },
        ]),
      ),
    });
    const flow = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    const events = flow.rhythmBlocks.filter((b) => b.type === 'event');
    expect(events.map((b) => [b.timeRange, b.theme, b.alignment!.status])).toEqual([
      ['10:00–11:00', 'Write report', 'aligned'],
      ['14:00–14:30', 'Client call', 'aligned'],
    ]);
    // Events are asked for a window that holds the local day in any zone.
    expect(calls.scheduledEvents).toHaveBeenCalledWith(USER, '2026-03-09T10:00:00.000Z', '2026-03-11T12:00:00.000Z');
  });

  it('serves a cached flow without asking anyone, and caches complete flows for the long TTL and partial ones briefly', async () => {
    const { service, calls, cache } = setup();
    const first = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect([...cache.entries.values()][0].ttl).toBe(env.CACHE_TTL_SECONDS);
    const second = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect(second).toEqual(first);
    expect(calls.profile).toHaveBeenCalledTimes(1);

    const partial = setup({ calendarEvents: jest.fn(async () => missing) });
    await partial.service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect([...partial.cache.entries.values()][0].ttl).toBe(env.PARTIAL_CACHE_TTL_SECONDS);
  });

  it('recomputes a cached "today" once the user’s day has changed', async () => {
    const cache = memoryCache();
    const before = setup({}, cache, new Date('2026-03-10T22:00:00Z'));
    expect((await before.service.dailyFlow({ userId: USER })).date).toBe('2026-03-10');
    const after = setup({}, cache, new Date('2026-03-11T00:30:00Z'));
    expect((await after.service.dailyFlow({ userId: USER })).date).toBe('2026-03-11');
    expect(after.calls.profile).toHaveBeenCalledTimes(1);
  });

  it('stores with a "today" when the user’s today may turn, and none with a dated day', async () => {
    const { service, cache } = setup({}, memoryCache(), new Date('2026-03-10T22:00:00Z'));
    await service.dailyFlow({ userId: USER, timeZone: 'Europe/Berlin' });
    await service.dailyFlow({ userId: USER, date: '2026-03-10', timeZone: 'Europe/Berlin' });
    expect(cache.entries.get(`${USER}:flow:today:Europe/Berlin`)!.validUntil).toBe(Date.parse('2026-03-10T23:00:00Z'));
    expect(cache.entries.get(`${USER}:flow:2026-03-10:Europe/Berlin`)!.validUntil).toBeUndefined();
  });

  it('recomputes a cached "today" stored without a validUntil (by an older daily-flow), and a dated day is still served', async () => {
    const cache = memoryCache();
    const { service, calls } = setup({}, cache);
    const today = await service.dailyFlow({ userId: USER });
    const dated = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    for (const entry of cache.entries.values()) entry.validUntil = undefined;
    expect(await service.dailyFlow({ userId: USER })).toEqual(today);
    expect(calls.profile).toHaveBeenCalledTimes(3);
    expect(await service.dailyFlow({ userId: USER, date: '2026-03-10' })).toEqual(dated);
    expect(calls.profile).toHaveBeenCalledTimes(3);
    // The "today" recomputed is stored with one again, and served from then on.
    await service.dailyFlow({ userId: USER });
    expect(calls.profile).toHaveBeenCalledTimes(3);
  });

  it('never stores a flow computed before an invalidation', async () => {
    const cache = memoryCache();
    const { service } = setup({ profile: jest.fn(async () => (await cache.invalidate(), ok(null))) }, cache);
    await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect(cache.entries.size).toBe(0);
  });

  it('computes uncached when Redis is unavailable', async () => {
    const { service, calls } = setup({}, memoryCache(false));
    await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect(calls.profile).toHaveBeenCalledTimes(2);
  });
});

describe('a cached "today" on a trip west’s last evening', () => {
  // A Londoner in New York until Sunday, 14 June 2026 (London UTC+1, New York UTC-4).
  const london = { name: 'London, United Kingdom', latitude: 51.5, longitude: -0.13, timeZone: 'Europe/London' };
  const newYork = {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    name: 'New York, United States',
    latitude: 40.71,
    longitude: -74.01,
    timeZone: 'America/New_York',
    from: '2026-06-10',
    to: '2026-06-14',
  };
  const traveller = () => jest.fn(async () => ok(profile({ time_zone: 'Europe/London', current_place: london, travel: [newYork] })));
  // Sunday 18:30 in New York; then 19:30 there, 00:30 on Monday in London, where the stay no longer reaches.
  const evening = new Date('2026-06-14T22:30:00Z');
  const pastLondonMidnight = new Date('2026-06-14T23:30:00Z');

  it('is Monday at home once London’s Monday has begun, though it is still Sunday in New York', async () => {
    const cache = memoryCache();
    expect(await setup({ profile: traveller() }, cache, evening).service.dailyFlow({ userId: USER })).toMatchObject({
      date: '2026-06-14',
      timeZone: 'America/New_York',
    });
    const after = setup({ profile: traveller() }, cache, pastLondonMidnight);
    expect(await after.service.dailyFlow({ userId: USER })).toMatchObject({ date: '2026-06-15', timeZone: 'Europe/London' });
    expect(after.calls.profile).toHaveBeenCalledTimes(1);
  });

  it('gives the planner’s rhythm of today as Monday at home too', async () => {
    const cache = memoryCache();
    expect(await setup({ profile: traveller() }, cache, evening).service.rhythm({ userId: USER })).toMatchObject({
      date: '2026-06-14',
      timeZone: 'America/New_York',
    });
    expect(await setup({ profile: traveller() }, cache, pastLondonMidnight).service.rhythm({ userId: USER })).toMatchObject({
      date: '2026-06-15',
      timeZone: 'Europe/London',
    });
  });

  it('is served from the cache until then', async () => {
    const cache = memoryCache();
    await setup({ profile: traveller() }, cache, evening).service.rhythm({ userId: USER });
    const later = setup({ profile: traveller() }, cache, new Date('2026-06-14T22:59:00Z'));
    expect(await later.service.rhythm({ userId: USER })).toMatchObject({ date: '2026-06-14', timeZone: 'America/New_York' });
    expect(later.calls.profile).not.toHaveBeenCalled();
  });
});

describe('FlowService.rhythm', () => {
  it('answers the unmerged rhythm of the local day without asking for events', async () => {
    const { service, calls } = setup({
      profile: jest.fn(async () => ok(profile({ peak_energy_start: '10:00', peak_energy_end: '14:00', time_zone: 'Europe/Berlin' }))),
    });
    const rhythm = await service.rhythm({ userId: USER, date: '2026-03-10' });
    expect(rhythm).toMatchObject({ date: '2026-03-10', timeZone: 'Europe/Berlin', timeZoneSource: 'profile' });
    expect(rhythm.rhythmBlocks.every((b) => b.type === 'rhythm')).toBe(true);
    expect(rhythm.rhythmBlocks.find((b) => b.theme === 'Deep Focus')!.timeRange.startsWith('10:00')).toBe(true);
    expect(calls.scheduledEvents).not.toHaveBeenCalled();
  });

  it('is unavailable (503) rather than a made-up rhythm when the profile does not answer', async () => {
    const { service } = setup({ profile: jest.fn(async () => missing) });
    await expect(service.rhythm({ userId: USER, date: '2026-03-10' })).rejects.toBeInstanceOf(DomainError);
    await expect(service.rhythm({ userId: USER, date: '2026-03-10' })).rejects.toMatchObject({ status: 503 });
  });
});

describe('FlowService.panchang', () => {
  const tokyo = {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Tokyo, Japan',
    latitude: 35.69,
    longitude: 139.69,
    timeZone: 'Asia/Tokyo',
    from: '2026-03-12',
    to: '2026-03-13',
  };
  const lisbon = { name: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.14, timeZone: 'Europe/Lisbon' };

  it('answers for the place of the day: the current location, or the stay that covers the date', async () => {
    const { service } = setup({ profile: jest.fn(async () => ok(profile({ current_place: lisbon, travel: [tokyo] }))) });
    const home = await service.panchang({ userId: USER, date: '2026-03-11' });
    expect(home).toMatchObject({ date: '2026-03-11', place: 'Lisbon, Portugal', timeZone: 'Europe/Lisbon' });
    expect(home.sunrise).toMatch(/^2026-03-11T0[67]:\d{2}:\d{2}\+00:00$/);
    const away = await service.panchang({ userId: USER, date: '2026-03-12' });
    expect(away).toMatchObject({ place: 'Tokyo, Japan', timeZone: 'Asia/Tokyo' });
    expect(away.sunrise).toMatch(/^2026-03-12T0[56]:\d{2}:\d{2}\+09:00$/);
  });

  it('says what to add when no place is known, and is unavailable without the profile', async () => {
    await expect(setup().service.panchang({ userId: USER, date: '2026-03-11' })).rejects.toMatchObject({ status: 422, message: DailyFlowMessages.noPlace });
    await expect(setup({ profile: jest.fn(async () => missing) }).service.panchang({ userId: USER })).rejects.toMatchObject({ status: 503 });
  });
});
