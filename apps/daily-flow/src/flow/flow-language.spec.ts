import { DailyFlow as DailyFlowSchema, type Profile } from '@flow/contracts';
import { createLogger } from '@flow/platform';
import type { LearningService } from '../checkins/learning.service';
import { DailyFlowEnv } from '../daily-flow.env';
import type { FlowCache } from './flow-cache';
import type { FlowSources } from './flow-sources';
import { FlowService } from './flow.service';

const USER = '00000000-0000-4000-8000-00000000000b';
const NOW = new Date('2026-03-10T09:30:00Z');
const DEVANAGARI = /[\u0900-\u097F]/;
const MUMBAI = { name: 'Mumbai, India', latitude: 19.07, longitude: 72.88, timeZone: 'Asia/Kolkata' };

function setup() {
  const entries = new Map<string, string>();
  const cache = {
    read: async (userId: string, name: string) => ({ json: entries.get(`${userId}:${name}`) ?? null, generation: '0' }),
    write: async (userId: string, name: string, day: { body: string }) => (entries.set(`${userId}:${name}`, day.body), true),
  };
  const profile = {
    id: USER,
    full_name: 'Asha',
    onboarding_completed: true,
    vedic_analysis: null,
    time_zone: 'Asia/Kolkata',
    current_place: MUMBAI,
  } as unknown as Profile;
  const sources = {
    profile: jest.fn(async () => ({ ok: true, value: profile })),
    scheduledEvents: jest.fn(async () => ({ ok: true, value: [] })),
    calendarEvents: jest.fn(async () => ({ ok: true, value: [] })),
  };
  const learning = { inputOf: async () => ({ counted: [] }) } as unknown as LearningService;
  const service = new FlowService(
    sources as unknown as FlowSources,
    cache as unknown as FlowCache,
    DailyFlowEnv.parse({}),
    createLogger('test', 'silent'),
    () => NOW,
    learning,
  );
  return { service, entries };
}

describe('FlowService in the person’s language', () => {
  it('writes the day in Hindi when asked for it, stored as its own entry, and English stays as it was', async () => {
    const { service, entries } = setup();
    const hi = await service.dailyFlow({ userId: USER, date: '2026-03-10', language: 'hi' });
    const en = await service.dailyFlow({ userId: USER, date: '2026-03-10' });
    expect(DailyFlowSchema.parse(hi)).toEqual(hi);
    expect([...entries.keys()].sort()).toEqual([`${USER}:flow:2026-03-10:-`, `${USER}:flow:2026-03-10:-:hi`]);
    expect(en.rhythmBlocks.map((b) => b.theme)).toContain('Deep Focus');
    expect(hi.rhythmBlocks.map((b) => b.theme)).toContain('गहरा ध्यान');
    // Same day, same data: only the words differ.
    expect(hi.rhythmBlocks.map((b) => b.timeRange)).toEqual(en.rhythmBlocks.map((b) => b.timeRange));
    expect(hi.peakWindow).toEqual(en.peakWindow);
    for (const block of hi.rhythmBlocks) {
      expect(block.theme).toMatch(DEVANAGARI);
      expect(block.description).toMatch(DEVANAGARI);
      for (const text of [...block.recommendations, ...(block.why ?? [])]) expect({ text, hindi: DEVANAGARI.test(text) }).toEqual({ text, hindi: true });
    }
    const { peakHours: _times, recoveryTime: _range, ...guidance } = hi.dailyGuidance;
    for (const text of [...Object.values(guidance), hi.reflection, ...hi.vedicInfluences.summary, ...hi.suggestions.flatMap((s) => [s.title, s.reason])])
      expect({ text, hindi: DEVANAGARI.test(text) }).toEqual({ text, hindi: true });
    expect(JSON.stringify(en)).not.toMatch(DEVANAGARI);
  });

  it('names the panchang’s elements in Devanagari, keeping its data', async () => {
    const { service } = setup();
    const hi = await service.panchang({ userId: USER, date: '2026-03-10', language: 'hi' });
    const en = await service.panchang({ userId: USER, date: '2026-03-10' });
    for (const name of [hi.tithi.name, hi.nakshatra.name, hi.yoga.name, hi.karana.name, hi.vara.name, hi.vara.weekday, hi.moonSign.name])
      expect(name).toMatch(DEVANAGARI);
    expect(hi.tithi.paksha).toBe(en.tithi.paksha);
    expect(hi.nakshatra.lord).toBe(en.nakshatra.lord);
    expect(hi.sunrise).toBe(en.sunrise);
  });
});
