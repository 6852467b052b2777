/** The kinds of rhythm block and the day's anchors: shared by the layout (blocks.ts) and the block texts (block-drafts.ts). */

export type BlockKind =
  | 'rise'
  | 'morning'
  | 'movement'
  | 'breakfast'
  | 'planning'
  | 'focus'
  | 'sprint-break'
  | 'lunch'
  | 'collaboration'
  | 'afternoon'
  | 'second'
  | 'creative'
  | 'rahu'
  | 'sunset'
  | 'dinner'
  | 'evening'
  | 'wind-down'
  | 'night';

/** The anchors of the day in minutes, derived from the blueprint and the day (exported for tests). */
export interface DayPlan {
  peak: { start: number; end: number };
  riseEnd: number;
  movement: { start: number; end: number; movedToEvening: boolean };
  breakfast: { start: number; end: number };
  lunch: { start: number; end: number };
  collaboration: { start: number; end: number };
  second: { start: number; end: number };
  creative: { start: number; end: number };
  dinner: { start: number; end: number };
  windDownStart: number;
  sunset: { start: number; end: number } | null;
  rahu: { start: number; end: number } | null;
  sprintBreaks: number[];
}
