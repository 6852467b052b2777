import { Stack } from '@chakra-ui/react';
import type { PlanPlacement } from '@flow/contracts';
import { dayRange } from '../../../lib/local-day';
import { placementsOfDay } from '../utils/task-format';
import { PlannedItem } from './planned-item';

/** A week's day card's planned tasks and habits (the day at its own place), compact, with their actions. */
export function PlannedWeekDay({ date, zone, placements, now }: { date: string; zone: string; placements: readonly PlanPlacement[]; now: number }) {
  const range = dayRange(date, zone);
  const items = placementsOfDay(placements, Date.parse(range.from), Date.parse(range.to));
  if (!items.length) return null;
  return (
    <Stack gap="1.5" data-testid="planned-week-day" data-date={date}>
      {items.map((p) => (
        <PlannedItem key={`${p.id}-${p.start}`} placement={p} zone={zone} now={now} compact />
      ))}
    </Stack>
  );
}
