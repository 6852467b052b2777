import { averageFit, type DayGrid, localInstant, slotRange, SLOT_MINUTES, slotStart, touches } from './grid';
import type { PlanState } from './plan-state';
import { habitReason } from './reasons';
import { HABIT_DAYS, type PlannerHabit } from './types';

/** Places each habit's occurrences of the horizon: on its days, or N times a week spread out. */
export function placeHabits(state: PlanState, habits: readonly PlannerHabit[]): void {
  for (const habit of [...habits].sort((a, b) => a.id.localeCompare(b.id))) {
    let wanted = 0;
    let missed = 0;
    const tryDay = (grid: DayGrid) => {
      wanted++;
      if (!placeOccurrence(state, habit, grid)) missed++;
    };
    const open = state.grids.filter(
      (g) => g.day.end > state.now && !habit.skipDates?.includes(g.day.date) && !state.habitDates.has(`${habit.id}|${g.day.date}`),
    );
    if (habit.timesPerWeek) {
      for (const week of weeksOf(state.grids)) {
        const done = week.filter((g) => state.habitDates.has(`${habit.id}|${g.day.date}`)).length;
        // A week the horizon cuts at its end asks only for its share.
        const lastWeek = week[week.length - 1] === state.grids[state.grids.length - 1] && week[week.length - 1].template.weekday !== 7;
        const share = lastWeek ? Math.ceil((habit.timesPerWeek * week.length) / 7) : habit.timesPerWeek;
        const candidates = week.filter((g) => open.includes(g));
        const need = Math.min(share - done, candidates.length);
        if (need <= 0) continue;
        // Spread: every (len / need)-th candidate day, the others as fallbacks in order.
        const chosen = Array.from({ length: need }, (_, k) => candidates[Math.floor((k * candidates.length) / need)]);
        const fallbacks = candidates.filter((g) => !chosen.includes(g));
        for (const g of chosen) {
          wanted++;
          if (placeOccurrence(state, habit, g)) continue;
          const other = fallbacks.findIndex((f) => placeOccurrence(state, habit, f));
          if (other >= 0) fallbacks.splice(other, 1);
          else missed++;
        }
      }
    } else {
      for (const g of open) if (!habit.days?.length || habit.days.includes(HABIT_DAYS[g.template.weekday - 1])) tryDay(g);
    }
    if (missed > 0) {
      state.atRisk.push({
        id: habit.id,
        kind: 'habit',
        reason: `${missed} of ${wanted} times could not be placed near its window`,
        unplacedMinutes: missed * habit.durationMinutes,
      });
    }
  }
}

function weeksOf(grids: readonly DayGrid[]): DayGrid[][] {
  const weeks: DayGrid[][] = [];
  for (const g of grids) {
    if (!weeks.length || g.template.weekday === 1) weeks.push([]);
    weeks[weeks.length - 1].push(g);
  }
  return weeks;
}

/** The habit's allowed stretch of a day: its window widened by its flexibility. */
export function habitBounds(state: PlanState, habit: PlannerHabit, grid: DayGrid) {
  const tz = state.zoneOf(grid.day);
  const ideal = { start: localInstant(grid.day, habit.window.start, tz), end: localInstant(grid.day, habit.window.end, tz) };
  const allowed = {
    start: localInstant(grid.day, Math.max(0, habit.window.start - habit.flexibilityMinutes), tz),
    end: localInstant(grid.day, Math.min(1440, habit.window.end + habit.flexibilityMinutes), tz),
  };
  return { ideal, allowed };
}

export function minutesOutside(ideal: { start: number; end: number }, start: number, end: number): number {
  return Math.round((Math.max(0, ideal.start - start) + Math.max(0, end - ideal.end)) / 60_000);
}

function placeOccurrence(state: PlanState, habit: PlannerHabit, grid: DayGrid): boolean {
  const { ideal, allowed } = habitBounds(state, habit, grid);
  const length = Math.ceil(habit.durationMinutes / SLOT_MINUTES);
  const ms = habit.durationMinutes * 60_000;
  const { from, to } = slotRange(grid, allowed.start, allowed.end + SLOT_MINUTES * 60_000);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = from; i + length <= grid.slots && i < to; i++) {
    if (grid.run[i] < length) continue;
    const start = slotStart(grid, i);
    if (start < allowed.start || start + ms > allowed.end) continue;
    if (state.settings.strategy === 'earliest') {
      best = i;
      break;
    }
    const score =
      -minutesOutside(ideal, start, start + ms) / 15 +
      1.5 * averageFit(grid, habit.energy, i, length) -
      (touches(grid, i, length, state.bufferSlots) ? 0.5 : 0) -
      i * 0.001;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best < 0) return false;
  const start = slotStart(grid, best);
  const iv = { start, end: start + ms };
  const d = state.describe(iv, habit.energy);
  state.add({
    kind: 'habit',
    id: habit.id,
    ...iv,
    date: grid.day.date,
    reason: habitReason(d.span, minutesOutside(ideal, iv.start, iv.end)),
    energyMatch: d.energyMatch,
    pinned: false,
  });
  return true;
}
