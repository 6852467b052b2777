import type { Profile, VedicAnalysis } from '@flow/contracts';
import { CoFlowMessages } from '@flow/contracts';
import { DomainError } from '@flow/platform';
import type { ConnectionEntity, ManualProfileEntity } from '../co-flow.entities';
import type { CoFlowRepository } from '../co-flow.repository';
import type { PeopleDirectory } from '../people/people.directory';
import { AlignmentService } from './alignment.service';
import type { SharedWindowsFinder } from './shared-windows.finder';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';
const STRANGER = '33333333-3333-4333-8333-333333333333';
const CONNECTION = '44444444-4444-4444-8444-444444444444';
const MANUAL = '55555555-5555-4555-8555-555555555555';

const analysis = (constitution: string, peakEnergyStart: string, peakEnergyEnd: string) =>
  ({ constitution, peakEnergyStart, peakEnergyEnd, rhythm: 'r' }) as unknown as VedicAnalysis;
const profile = (id: string, changes: Partial<Profile> = {}): Profile => ({
  id,
  full_name: null,
  birth_date: null,
  birth_time: null,
  birth_location: null,
  onboarding_completed: false,
  vedic_analysis: null,
  vedic_constitution: null,
  peak_energy_start: null,
  peak_energy_end: null,
  last_transit_check: null,
  avatar_url: null,
  time_zone: null,
  current_location: null,
  current_time_zone: null,
  ...changes,
});
const onboarded = (id: string, constitution: string, start: string, end: string, changes: Partial<Profile> = {}) =>
  profile(id, {
    onboarding_completed: true,
    vedic_analysis: analysis(constitution, start, end),
    vedic_constitution: constitution,
    peak_energy_start: `${start}:00`,
    peak_energy_end: `${end}:00`,
    ...changes,
  });

function setup(profiles: Profile[], manual?: Partial<ManualProfileEntity>) {
  const connection = { id: CONNECTION, userId1: ME, userId2: THEM } as ConnectionEntity;
  const repository = {
    fork: () => ({}),
    findConnection: jest.fn(async (_em: unknown, id: string) => (id === CONNECTION ? connection : null)),
    findConnectionBetween: jest.fn(async (_em: unknown, a: string, b: string) => ([a, b].sort().join() === [ME, THEM].sort().join() ? connection : null)),
    findManualProfile: jest.fn(async (_em: unknown, id: string, creatorId: string) =>
      manual && id === MANUAL && creatorId === ME ? ({ id: MANUAL, creatorId: ME, fullName: 'Mo Manual', ...manual } as ManualProfileEntity) : null,
    ),
  } as unknown as CoFlowRepository;
  const people = {
    profilesByIds: jest.fn(async (ids: string[]) => new Map(profiles.filter((p) => ids.includes(p.id)).map((p) => [p.id, p]))),
    tryUsersByIds: jest.fn(async (ids: string[]) => new Map(ids.filter((id) => id === THEM).map((id) => [id, { id, email: 'tess@example.com' }]))),
  } as unknown as PeopleDirectory;
  const windows = {
    find: jest.fn(async () => ({
      windows: [{ start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T11:00:00.000Z', date: '2030-01-01', intensity: 0.9 }],
      missing: [],
    })),
  };
  return { service: new AlignmentService(repository, people, windows as unknown as SharedWindowsFinder), windows };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { status, code, message, details } = error as DomainError;
  return { status, code, message, details };
}

describe('AlignmentService', () => {
  it('compares me with a connection: score, notes, windows, names with fallbacks', async () => {
    const { service, windows } = setup([
      onboarded(ME, 'DYNAMIC', '08:00', '13:00', { time_zone: 'Europe/Paris' }),
      onboarded(THEM, 'INTENSE', '11:00', '15:00', { full_name: 'Tess' }),
    ]);
    const now = new Date('2030-01-01T07:00:00Z');
    const result = await service.alignment(ME, { connectionId: CONNECTION }, now);
    expect(result).toMatchObject({
      kind: 'connection',
      connectionId: CONNECTION,
      me: { id: ME, name: 'You', energyType: 'DYNAMIC', peakWindow: { start: '08:00', end: '13:00' }, usesDefaults: false },
      other: { id: THEM, name: 'Tess', email: 'tess@example.com', energyType: 'INTENSE', peakWindow: { start: '11:00', end: '15:00' } },
      // On instants: 08:00–13:00 in Paris is 07:00–12:00 UTC; Tess (UTC) 11:00–15:00: one hour shared,
      // of her 4-hour window: 25 %, shown on my clock (12:00–13:00 in Paris).
      syncScore: 25,
      overlapMinutes: 60,
      sharedPeak: [{ start: '12:00', end: '13:00' }],
      partial: false,
    });
    expect(result.compatibilityNotes.map((n) => n.title)).toContain('Air feeds fire');
    expect(result.bestSharedWindows).toHaveLength(1);
    expect(windows.find).toHaveBeenCalledWith({ userId: ME, timeZone: 'Europe/Paris' }, { userId: THEM, timeZone: null }, now);
  });

  it('finds the connection by the other user id too', async () => {
    const { service } = setup([onboarded(ME, 'STEADY', '09:00', '12:00'), onboarded(THEM, 'STEADY', '09:00', '12:00')]);
    expect((await service.alignment(ME, { userId: THEM })).syncScore).toBe(100);
    expect(await refusal(service.alignment(ME, { userId: STRANGER }))).toMatchObject({ status: 404 });
    expect(await refusal(service.alignment(ME, { userId: 'nonsense' }))).toMatchObject({ status: 404 });
  });

  it('uses the spec defaults for me when I have no analysis', async () => {
    const { service } = setup([profile(ME), onboarded(THEM, 'INTENSE', '12:00', '14:00')]);
    const result = await service.alignment(ME, { connectionId: CONNECTION });
    expect(result.me).toMatchObject({ name: 'You', energyType: 'BALANCED', peakWindow: { start: '09:00', end: '13:00' }, usesDefaults: true });
    expect(result.syncScore).toBe(50);
  });

  it("refuses with 'Profile Not Found' when the other user has no profile", async () => {
    const { service } = setup([onboarded(ME, 'STEADY', '09:00', '12:00')]);
    expect(await refusal(service.alignment(ME, { connectionId: CONNECTION }))).toEqual({
      status: 404,
      code: 'PROFILE_NOT_FOUND',
      message: CoFlowMessages.profileNotFound,
      details: { title: 'Profile Not Found' },
    });
  });

  it("refuses with 'No Energy Analysis' when the other user has not completed onboarding", async () => {
    const { service } = setup([onboarded(ME, 'STEADY', '09:00', '12:00'), profile(THEM, { full_name: 'Tess' })]);
    expect(await refusal(service.alignment(ME, { connectionId: CONNECTION }))).toEqual({
      status: 422,
      code: 'NO_ENERGY_ANALYSIS',
      message: "This user hasn't completed onboarding yet",
      details: { title: 'No Energy Analysis' },
    });
  });

  it('is not found for connections I am not part of', async () => {
    const { service } = setup([]);
    expect(await refusal(service.alignment(STRANGER, { connectionId: CONNECTION }))).toMatchObject({ status: 404, message: CoFlowMessages.connectionNotFound });
    expect(await refusal(service.alignment(ME, { connectionId: STRANGER }))).toMatchObject({ status: 404 });
  });

  it('compares me with my manual profile, without shared windows', async () => {
    const { service, windows } = setup([onboarded(ME, 'DYNAMIC-INTENSE', '22:00', '02:00', { full_name: 'Me Myself' })], {
      vedicAnalysis: analysis('STEADY', '23:00', '01:00'),
      peakEnergyStart: '23:00',
      peakEnergyEnd: '01:00',
    });
    const result = await service.alignment(ME, { manualProfileId: MANUAL });
    expect(result).toMatchObject({
      kind: 'manual',
      manualProfileId: MANUAL,
      me: { name: 'Me Myself' },
      other: { id: MANUAL, kind: 'manual', name: 'Mo Manual', energyType: 'STEADY' },
      syncScore: 100,
      bestSharedWindows: null,
    });
    expect(windows.find).not.toHaveBeenCalled();
    expect(await refusal(service.alignment(STRANGER, { manualProfileId: MANUAL }))).toMatchObject({ status: 404 });
  });

  it('refuses a manual profile that has no analysis', async () => {
    const { service } = setup([], { vedicAnalysis: null });
    expect(await refusal(service.alignment(ME, { manualProfileId: MANUAL }))).toMatchObject({
      status: 422,
      code: 'NO_ENERGY_ANALYSIS',
      details: { title: 'No Energy Analysis' },
    });
  });
});
