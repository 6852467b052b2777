import type { DailyFlow, FlowScore, RhythmBlock, ScheduledEvent } from '@flow/contracts';
import { defaultRhythmBlocks, flowScore } from '@flow/rhythm';

/** A valid daily flow for component tests: the engine's built-in default day unless blocks are given. */
export function dailyFlowFixture(date: string, blocks: RhythmBlock[] = defaultRhythmBlocks(date), timeZone = 'UTC'): DailyFlow {
  return {
    date,
    timeZone,
    timeZoneSource: 'profile',
    place: null,
    energyType: 'BALANCED',
    peakWindow: { start: '08:00', end: '13:00' },
    defaultsUsed: [],
    rhythmBlocks: blocks,
    dailyGuidance: {
      theme: 'Growth',
      focus: 'Learn and teach',
      bestFor: 'Learning and mentoring',
      caution: 'Saying yes to everything',
      peakHours: '08:00 to 13:00',
      recoveryTime: '9pm - 11pm',
    },
    reflection: 'What are you growing into?',
    suggestions: [],
    vedicInfluences: { summary: [], panchanga: null, dasha: null, transits: [] },
    partial: false,
    missing: [],
    generatedAt: `${date}T00:00:00.000Z`,
  };
}

/** A FLOW event for tests (UTC times). */
export function scheduledEventFixture(overrides: Partial<ScheduledEvent> & Pick<ScheduledEvent, 'id' | 'start_time' | 'end_time'>): ScheduledEvent {
  return {
    title: 'Deep work on report',
    location: null,
    meeting_type: 'deep_work',
    description: null,
    google_calendar_event_id: null,
    is_aligned: null,
    mirror_state: 'none',
    mirror_error: null,
    attendees: [],
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export const emptyScore = (): FlowScore => flowScore([]);
