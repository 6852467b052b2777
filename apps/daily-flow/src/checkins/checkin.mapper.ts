import type { Checkin } from '@flow/contracts';
import { countedCheckins, formatClock, type CheckinPoint } from '@flow/rhythm';
import type { CheckinEntity } from './checkin.entities';

/** A stored check-in as the rules of libs/rhythm read it. */
export function toCheckinPoint(entity: CheckinEntity): CheckinPoint & { id: string } {
  return { id: entity.id, at: entity.at.toISOString(), minute: entity.localMinute, weekday: entity.weekday, energy: entity.energy };
}

/** Check-ins as the API shows them; `counts` says which ones the 30-minute rule lets count. */
export function toCheckins(entities: readonly CheckinEntity[]): Checkin[] {
  const counting = new Set(countedCheckins(entities.map(toCheckinPoint)).map((c) => c.id));
  return entities.map((entity) => toCheckin(entity, counting.has(entity.id)));
}

export function toCheckin(entity: CheckinEntity, counts: boolean): Checkin {
  return {
    id: entity.id,
    energy: entity.energy,
    focus: entity.focus ?? null,
    mood: entity.mood ?? null,
    at: entity.at.toISOString(),
    date: entity.localDate,
    time: formatClock(entity.localMinute),
    timeZone: entity.timeZone,
    counts,
    createdAt: entity.createdAt.toISOString(),
  };
}
