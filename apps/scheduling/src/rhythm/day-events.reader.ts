import { Injectable } from '@nestjs/common';
import { type ExternalCalendarEvent, type MissingSource, type ScheduledEvent, SchedulingMessages } from '@flow/contracts';
import { instantOf, MINUTES_PER_DAY } from '@flow/rhythm';
import { BusyTimeModel } from '../busy/busy-time.model';
import { toScheduledEvent } from '../events/events.mapper';
import { EventsRepository } from '../events/events.repository';

export interface DaysEvents {
  own: ScheduledEvent[];
  external: ExternalCalendarEvent[];
  missing: MissingSource[];
}

/** A user's FLOW and external events over `days` local days from `date`: what suggestions and the score read. */
@Injectable()
export class DayEventsReader {
  constructor(
    private readonly repository: EventsRepository,
    private readonly calendar: BusyTimeModel,
  ) {}

  read(userId: string, date: string, days: number, timeZone: string): Promise<DaysEvents> {
    return this.between(userId, new Date(instantOf(date, 0, timeZone)), new Date(instantOf(date, days * MINUTES_PER_DAY, timeZone)));
  }

  /** The events that overlap [from, to): the planner's days, each on its own place's clock, are not one zone's. */
  async between(userId: string, from: Date, to: Date): Promise<DaysEvents> {
    const [rows, external] = await Promise.all([
      this.repository.listInRange(this.repository.fork(), userId, from, to),
      this.calendar.externalEvents(userId, from, to),
    ]);
    return {
      // Attendees play no part in timing or alignment.
      own: rows.map((row) => toScheduledEvent(row, [])),
      external: external.events,
      missing: external.status === 'unavailable' ? [{ source: 'calendar-events', message: SchedulingMessages.missing['calendar-events'] }] : [],
    };
  }
}
