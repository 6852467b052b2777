import { RhythmBlock as RhythmBlockSchema } from '@flow/contracts';
import { DEFAULT_BLUEPRINT, defaultRhythmBlocks, generateRhythmBlocks, RHYTHM_ICONS, rhythmForDay, rhythmIcon } from '../src';
import { blockAt, blueprint, FRIDAY, hm, MONDAY, panchangaOf, ranges, THURSDAY, TUESDAY } from './helpers';

const mondayPanchanga = panchangaOf('Monday', 'Moon', ['08:03', '09:32']);
const tuesdayPanchanga = panchangaOf('Tuesday', 'Mars', ['15:20', '16:50']);

describe('rhythm blocks for a date from the blueprint and the day’s panchanga', () => {
  const blocks = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('INTENSE-STEADY', ['09:15', '13:45']), panchanga: mondayPanchanga });

  it('covers 06:00–22:00 with contiguous blocks, then the night rest 22:00–06:00', () => {
    const r = ranges(blocks);
    expect(r[0].start).toBe(hm('06:00'));
    for (let i = 1; i < r.length - 1; i++) expect(r[i].start).toBe(r[i - 1].end);
    expect(r[r.length - 2].end).toBe(hm('22:00'));
    expect(blocks[blocks.length - 1].timeRange).toBe('22:00–06:00');
    expect(blocks[blocks.length - 1].activityType).toBe('sleep');
  });

  it('gives every block the spec’s fields: timeRange HH:MM–HH:MM, theme, icon from the list, activity, description, intensity 0–1, recommendations, why', () => {
    for (const block of blocks) {
      expect(RhythmBlockSchema.parse(block)).toEqual(block);
      expect(RHYTHM_ICONS).toContain(block.icon);
      expect(block.theme.length).toBeGreaterThan(0);
      expect(block.description.length).toBeGreaterThan(0);
      expect(block.recommendations.length).toBeGreaterThan(0);
    }
  });

  it('names icons from the spec’s list, defaulting to Clock', () => {
    expect(RHYTHM_ICONS).toEqual(['Sunrise', 'Brain', 'Sun', 'Users', 'Activity', 'Sunset', 'Moon', 'Wind', 'Clock']);
    expect(rhythmIcon('Brain')).toBe('Brain');
    expect(rhythmIcon('Rocket')).toBe('Clock');
    expect(rhythmIcon(undefined)).toBe('Clock');
  });

  it('places deep focus in the peak window', () => {
    const focus = blocks.filter((b) => b.theme === 'Deep Focus');
    expect(focus.length).toBeGreaterThan(0);
    for (const r of ranges(focus)) {
      expect(r.start).toBeGreaterThanOrEqual(hm('09:15'));
      expect(r.end).toBeLessThanOrEqual(hm('13:45'));
    }
    expect(blockAt(blocks, hm('10:00')).theme).toBe('Deep Focus');
    expect(blockAt(blocks, hm('10:00')).intensity).toBeGreaterThanOrEqual(0.9);
    expect(blockAt(blocks, hm('10:00')).why!.join(' ')).toContain('Your peak window 09:15–13:45');
  });

  it('uses the spec’s default peak hours 09:00–13:00 for deep focus when the profile has none', () => {
    const day = generateRhythmBlocks({ date: MONDAY, blueprint: DEFAULT_BLUEPRINT });
    const focus = ranges(day.filter((b) => b.theme === 'Deep Focus'));
    expect(focus[0].start).toBe(hm('09:00'));
    expect(focus[focus.length - 1].end).toBe(hm('13:00'));
    expect(blockAt(day, hm('09:30')).why!.join(' ')).toContain('Default peak window 09:00–13:00');
  });

  it('starts the wind-down at the blueprint’s recovery time', () => {
    const day = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('DYNAMIC', ['10:00', '14:00'], '8:30pm - 10:30pm') });
    const wind = day.find((b) => b.theme === 'Wind Down')!;
    expect(wind.timeRange).toBe('20:30–22:00');
    expect(wind.description).toContain('8:30pm - 10:30pm');
  });

  it('schedules meals by the constitution: breakfast before the peak, the main meal at midday after it, dinner two hours before recovery', () => {
    const breakfast = blocks.find((b) => b.theme === 'Nourishing Breakfast')!;
    const lunch = blocks.find((b) => b.theme === 'Main Meal')!;
    const dinner = blocks.find((b) => b.theme === 'Light Dinner')!;
    expect(hm(breakfast.timeRange.slice(6))).toBeLessThanOrEqual(hm('09:15'));
    expect(lunch.timeRange.slice(0, 5)).toBe('13:30');
    expect(dinner.timeRange).toBe('18:15–19:00');
  });

  it('gives different energy types visibly different days: morning vigorous movement for earth, gentle evening movement for air', () => {
    const steady = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('STEADY', ['08:30', '13:00']) });
    const dynamic = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('DYNAMIC', ['08:30', '13:00']) });
    const steadyMove = steady.find((b) => b.activityType === 'movement')!;
    const dynamicMove = dynamic.find((b) => b.activityType === 'movement')!;
    expect(hm(steadyMove.timeRange)).toBeLessThan(hm('08:00'));
    expect(steadyMove.intensity).toBeGreaterThan(dynamicMove.intensity);
    expect(hm(dynamicMove.timeRange)).toBeGreaterThanOrEqual(hm('16:00'));
    expect(steadyMove.why![0]).toContain('Earth');
    // Air works the peak in sprints with resets; earth holds one long block.
    expect(dynamic.some((b) => b.theme === 'Breath & Reset')).toBe(true);
    expect(steady.some((b) => b.theme === 'Breath & Reset')).toBe(false);
    expect(dynamic.map((b) => b.timeRange)).not.toEqual(steady.map((b) => b.timeRange));
  });

  it('places creative work in the evening for fire and in the afternoon for air', () => {
    const fire = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('INTENSE', ['09:00', '14:30']) });
    const air = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('DYNAMIC', ['09:00', '13:00']) });
    expect(hm(fire.find((b) => b.activityType === 'creative')!.timeRange)).toBeGreaterThanOrEqual(hm('18:00'));
    expect(hm(air.find((b) => b.activityType === 'creative')!.timeRange)).toBeLessThan(hm('18:00'));
  });

  it('gives different weekdays different days: the vara lord’s theme and Rahu kalam', () => {
    const bp = blueprint('BALANCED', ['08:00', '13:00']);
    const monday = generateRhythmBlocks({ date: MONDAY, blueprint: bp, panchanga: mondayPanchanga });
    const tuesday = generateRhythmBlocks({ date: TUESDAY, blueprint: bp, panchanga: tuesdayPanchanga });
    const thursday = generateRhythmBlocks({ date: THURSDAY, blueprint: bp, panchanga: panchangaOf('Thursday', 'Jupiter', ['13:40', '15:10']) });
    const friday = generateRhythmBlocks({ date: FRIDAY, blueprint: bp });
    expect(monday.some((b) => b.theme === 'Gentle Review')).toBe(true);
    expect(tuesday.some((b) => b.theme === 'Bold Push')).toBe(true);
    expect(thursday.some((b) => b.theme === 'Learning Window')).toBe(true);
    expect(friday.some((b) => b.theme === 'Creative Craft')).toBe(true);
    // Thursday's Rahu kalam takes the post-lunch hours as routine work instead of new beginnings.
    const routine = thursday.find((b) => b.theme === 'Routine Tasks')!;
    expect(routine.timeRange).toBe('13:45–15:00');
    expect(routine.why![0]).toBe('Rahu kalam 13:40–15:10 on Thursday');
    // Inside the peak (Monday) or under the weekday's window (Tuesday) it is a caution on that block.
    expect(blockAt(monday, hm('08:30')).recommendations.join(' ')).toContain('Rahu kalam 08:03–09:32');
    expect(blockAt(tuesday, hm('15:30')).recommendations.join(' ')).toContain('Rahu kalam 15:20–16:50');
    expect(monday.some((b) => b.theme === 'Routine Tasks')).toBe(false);
  });

  it('shows the day’s sunrise and sunset from the panchanga', () => {
    expect(blocks[0].description).toContain('06:40');
    // 18:30 falls in dinner here, so dinner carries the hint; in a free evening it is a pause of its own.
    expect(blockAt(blocks, hm('18:30')).recommendations).toContain('Sunset at 18:30: step outside for a moment');
    const late = generateRhythmBlocks({ date: MONDAY, blueprint: DEFAULT_BLUEPRINT, panchanga: panchangaOf('Monday', 'Moon', null, '05:10', '20:05') });
    expect(late.find((b) => b.theme === 'Sunset Pause')!.timeRange).toBe('20:00–20:30');
  });

  it('lets the running dasha lord shape the day: Venus gives creative work more room, Ketu a quiet start', () => {
    const venus = generateRhythmBlocks({
      date: MONDAY,
      blueprint: blueprint('DYNAMIC', ['09:00', '13:00'], undefined, { mahadasha: 'Venus', antardasha: 'Sun' }),
    });
    const none = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('DYNAMIC', ['09:00', '13:00']) });
    const length = (bs: typeof venus) => ranges(bs.filter((b) => b.activityType === 'creative')).reduce((s, r) => s + r.end - r.start, 0);
    expect(length(venus)).toBe(length(none) + 30);
    expect(venus.find((b) => b.activityType === 'creative')!.why!.join(' ')).toContain('Venus mahadasha (Harmony)');
    const ketu = generateRhythmBlocks({
      date: MONDAY,
      blueprint: blueprint('DYNAMIC', ['09:00', '13:00'], undefined, { mahadasha: 'Ketu', antardasha: 'Moon' }),
    });
    expect(ketu[0].theme).toBe('Quiet Start');
  });

  it('is deterministic: the same blueprint and day give the same blocks', () => {
    const again = generateRhythmBlocks({ date: MONDAY, blueprint: blueprint('INTENSE-STEADY', ['09:15', '13:45']), panchanga: mondayPanchanga });
    expect(again).toEqual(blocks);
  });

  it('falls back to the built-in default day when the blocks cannot be made', () => {
    const broken = { ...DEFAULT_BLUEPRINT, energyType: 'NOT-A-TYPE' as never };
    expect(rhythmForDay(MONDAY, broken)).toEqual(defaultRhythmBlocks(MONDAY));
  });
});
