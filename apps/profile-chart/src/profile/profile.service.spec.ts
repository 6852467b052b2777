import { ChartError } from '@flow/chart';
import { ProfileMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import type { AnalysisRateLimiter } from '../chart/analysis-rate-limiter';
import { ChartEngine, toDomainError } from '../chart/chart-engine';
import { ProfileEntity } from './profile.entity';
import type { ProfileRepository } from './profile.repository';
import type { TravelRepository } from '../travel/travel.repository';
import { ProfileService } from './profile.service';

const NOW = new Date('2026-11-22T12:00:00Z');
const silent = { info: () => undefined, warn: () => undefined } as never;

/** The service with the real engine and in-memory stand-ins for the database, Redis and the relay. */
function setup(initial: Partial<ProfileEntity> = {}) {
  const entity = Object.assign(new ProfileEntity(), { id: '11111111-1111-4111-8111-111111111111' }, initial);
  const events: { fields: string[] }[] = [];
  const tx = {
    create: (_cls: unknown, data: { envelope: { data: { fields: string[] } } }) => data,
    persist: (message: { envelope: { data: { fields: string[] } } }) => events.push(message.envelope.data),
  };
  const em = { transactional: async (fn: (t: typeof tx) => unknown) => fn(tx) };
  const repository = { fork: () => em, lockOrCreate: async () => entity, find: async () => entity } as unknown as ProfileRepository;
  const limiter = { hit: jest.fn(async () => undefined) };
  const relay = { kick: jest.fn() };
  const clock = { now: () => NOW };
  const engine = new ChartEngine(clock, silent);
  const stays = { listFor: async () => [] } as unknown as TravelRepository;
  const service = new ProfileService(repository, stays, engine, limiter as unknown as AnalysisRateLimiter, relay as never, clock, silent);
  return { service, entity, events, limiter, relay };
}

const analysed = async () => {
  const s = setup();
  await s.service.analyzeAndStore(s.entity.id, { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Kathmandu, Nepal' });
  s.events.length = 0;
  s.limiter.hit.mockClear();
  s.relay.kick.mockClear();
  return s;
};

describe('ProfileService.update (settings save)', () => {
  it('re-analyses only when the birth date, time or place really changed', async () => {
    const s = await analysed();
    const same = await s.service.update(s.entity.id, { full_name: 'Kiran', birth_date: '1990-04-13', birth_time: '07:10', birth_location: 'Kathmandu, Nepal' });
    expect(same.reanalyzed).toBe(false);
    expect(s.limiter.hit).not.toHaveBeenCalled();
    expect(s.events).toEqual([expect.objectContaining({ fields: ['full_name'] })]);

    const moved = await s.service.update(s.entity.id, { birth_time: '19:10' });
    expect(moved.reanalyzed).toBe(true);
    expect(s.limiter.hit).toHaveBeenCalledTimes(1);
    expect(moved.profile.vedic_analysis?.chart?.utc).toBe('1990-04-13T13:25:00.000Z');
    expect(s.events[1].fields).toEqual(expect.arrayContaining(['birth_time', 'vedic_analysis', 'peak_energy_start']));
  });

  it('announces nothing and kicks nothing when nothing changed', async () => {
    const s = await analysed();
    await s.service.update(s.entity.id, { birth_date: '1990-04-13' });
    expect(s.events).toEqual([]);
    expect(s.relay.kick).not.toHaveBeenCalled();
  });

  it('saves with the warning when the re-analysis is refused, and keeps the old blueprint', async () => {
    const s = await analysed();
    const before = s.entity.vedicAnalysis;
    s.limiter.hit.mockRejectedValueOnce(new DomainError('RATE_LIMITED', ProfileMessages.rateLimited, 429));
    const res = await s.service.update(s.entity.id, { birth_date: '1991-04-13' });
    expect(res).toMatchObject({ reanalyzed: false, warning: ProfileMessages.reanalysisFailed, profile: { birth_date: '1991-04-13' } });
    expect(s.entity.vedicAnalysis).toBe(before);
  });

  it('forgets the old place’s coordinates when the place changes and cannot be resolved', async () => {
    const s = await analysed();
    const res = await s.service.update(s.entity.id, { birth_location: 'Atlantis' });
    expect(res.warning).toBe(ProfileMessages.reanalysisFailed);
    expect([s.entity.birthLatitude, s.entity.birthLongitude, s.entity.birthTimeZone]).toEqual([null, null, null]);
  });

  it('needs the analysis to complete onboarding: a failure is the answer, not a warning', async () => {
    const s = setup({ fullName: 'Ann' });
    await expect(s.service.update(s.entity.id, { birth_date: '1990-01-01', birth_location: 'Atlantis', onboarding_completed: true })).rejects.toMatchObject({
      status: 422,
      message: ProfileMessages.placeNotFound,
    });
  });

  it('fills the time zone from the birth place first, then from the browser, and never replaces one', async () => {
    const fromPlace = setup();
    await fromPlace.service.update(fromPlace.entity.id, { birth_location: 'Tokyo, Japan' }, 'Europe/Berlin');
    expect(fromPlace.entity.timeZone).toBe('Asia/Tokyo');

    const fromBrowser = setup();
    await fromBrowser.service.update(fromBrowser.entity.id, { full_name: 'A' }, 'Not/AZone');
    expect(fromBrowser.entity.timeZone).toBeNull();
    await fromBrowser.service.update(fromBrowser.entity.id, { full_name: 'B' }, 'Europe/Berlin');
    expect(fromBrowser.entity.timeZone).toBe('Europe/Berlin');
    await fromBrowser.service.update(fromBrowser.entity.id, { birth_location: 'Tokyo, Japan' }, 'America/Denver');
    expect(fromBrowser.entity.timeZone).toBe('Europe/Berlin');
  });

  it('refuses a future birth date before touching anything', async () => {
    const s = setup();
    await expect(s.service.update(s.entity.id, { birth_date: '2026-11-25' })).rejects.toMatchObject({
      status: 422,
      message: ProfileMessages.birthDateInFuture,
    });
    expect(s.entity.birthDate).toBeNull();
  });
});

describe('toDomainError', () => {
  it('makes bad birth data a 422 with the engine’s message and hides anything else behind the spec text', () => {
    expect(toDomainError(new ChartError('PLACE_NOT_FOUND'))).toMatchObject({ status: 422, code: 'PLACE_NOT_FOUND', message: ProfileMessages.placeNotFound });
    expect(toDomainError(new ChartError('BIRTH_DATE_IN_FUTURE'))).toMatchObject({ status: 422, message: ProfileMessages.birthDateInFuture });
    expect(toDomainError(new Error('boom'))).toMatchObject({ status: 500, message: ProfileMessages.analysisFailed });
    expect(toDomainError(new ChartError('INVALID_INSTANT'))).toMatchObject({ status: 500 });
  });
});
