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

  async read(userId: string, date: string, days: number, timeZone: string): Promise<DaysEvents> {
    const from = new Date(instantOf(date, 0, timeZone));
    const to = new Date(instantOf(date, days * MINUTES_PER_DAY, timeZone));
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
