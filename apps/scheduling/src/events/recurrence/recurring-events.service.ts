import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type DeleteEventResponse, type EventScope, SchedulingMessages, type UpdateEventRequest } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { endSeriesBefore, expandSeries, isOccurrenceStart, recurrenceProblem, seriesEnd, shiftOnWallClock } from '@flow/rhythm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { resolveTimeZone } from '../../quick-add/time-zone';
import { ScheduledEventEntity } from '../events.entities';
import { applyDetails } from '../events.mapper';
import { EventsRepository } from '../events.repository';
import { recordCopy, recordDeleted } from '../mirror-work';
import { seriesOf } from './occurrences';

export interface ScopeTarget {
  scope?: EventScope;
  /** ISO start of the occurrence meant (its start in the rule, or its current start once moved). */
  occurrence?: string;
}

/** The row a PATCH or DELETE then changes as usual, and the occurrence of a series it was aimed at. */
export interface ResolvedTarget {
  id: string;
  occurrence?: Date;
}

/**
 * Repeating events (RRULE + EXDATE + changed occurrences) on top of the events service: a change to
 * 'this' occurrence first makes it a row of its own (and an EXDATE of the series), 'following' first
 * splits the series in two at that occurrence, 'all' changes the series row — after which the events
 * service does what it does for any row. Deleting one or the following occurrences is done here.
 * Like every write here, each row changed records its outbox event in the same transaction;
 * calendar-sync's mirror consumer copies a series that has a copy (its rule, zone and EXDATEs).
 */
@Injectable()
export class RecurringEventsService {
  constructor(
    private readonly repository: EventsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** The series columns of a new event; none for a one-off. A refused rule is a 422 saying why. */
  seriesFields(recurrence: string | null | undefined, start: Date, end: Date, timeZone: string): Partial<ScheduledEventEntity> {
    if (!recurrence) return {};
    const zone = resolveTimeZone(timeZone);
    checkRule(recurrence, start, zone);
    return { recurrence, recurrenceTimeZone: zone, recurrenceExdates: [], recurrenceEnd: seriesEnd({ rrule: recurrence, start, end, timeZone: zone }) };
  }

  /** Which row a PATCH changes: an occurrence to change alone becomes a row first, a series to change from an occurrence on is split first. */
  async target(userId: string, id: string, target: ScopeTarget): Promise<ResolvedTarget> {
    const em = this.repository.fork();
    const row = await this.owned(em, userId, id);
    if (row.recurringEventId) {
      if (!target.scope || target.scope === 'this') return { id };
      return this.target(userId, row.recurringEventId, { scope: target.scope, occurrence: row.originalStartTime!.toISOString() });
    }
    const at = target.occurrence ? new Date(target.occurrence) : undefined;
    if (!row.recurrence || !target.scope || target.scope === 'all') return { id, occurrence: at };
    if (!at) throw DomainError.validation(SchedulingMessages.occurrenceRequired);
    const changed = await this.changedOccurrence(em, userId, row.id, at);
    if (changed && target.scope === 'this') return { id: changed.id };
    const original = changed?.originalStartTime ?? at;
    this.requireOccurrence(row, original, Boolean(changed));
    if (target.scope === 'this') return { id: await this.detach(em, userId, row, original) };
    if (original.getTime() === row.startTime.getTime()) return { id, occurrence: original };
    return { id: await this.split(em, userId, row, original), occurrence: original };
  }

  /**
   * Inside the update's transaction, for a series (or a one-off that starts repeating): the new times
   * move every occurrence by as much as the one edited moved, with its EXDATEs and changed
   * occurrences; a new rule is checked; text and reminder changes reach the changed occurrences too (returned, for
   * their outbox events).
   */
  async applyToSeries(tx: EntityManager, found: ScheduledEventEntity, changes: UpdateEventRequest, occurrence?: Date): Promise<ScheduledEventEntity[]> {
    if (found.recurringEventId) throw DomainError.validation(SchedulingMessages.recurrence.invalid);
    const anchor = occurrence ?? found.startTime;
    const start = changes.startTime ? new Date(changes.startTime) : anchor;
    const end = changes.endTime ? new Date(changes.endTime) : new Date(start.getTime() + found.endTime.getTime() - found.startTime.getTime());
    if (end <= start) throw DomainError.validation(SchedulingMessages.endBeforeStart);
    // Every date of the series moves as far on its wall clock as the occurrence edited did.
    const zone = found.recurrenceTimeZone ?? resolveTimeZone(changes.timeZone ?? 'UTC');
    const shift = (instant: Date) => shiftOnWallClock(instant, anchor, start, zone);
    found.startTime = shift(found.startTime);
    found.endTime = new Date(found.startTime.getTime() + end.getTime() - start.getTime());
    found.recurrenceExdates = (found.recurrenceExdates ?? []).map((d) => shift(new Date(d)).toISOString());
    const changed = await this.repository.occurrencesOf(tx, found.userId, found.id);
    for (const row of changed) {
      row.originalStartTime = shift(row.originalStartTime!);
      applyDetails(row, changes);
    }
    if (changes.recurrence === null) {
      // No longer repeating: the changed occurrences stay, as events of their own.
      Object.assign(found, { recurrence: null, recurrenceTimeZone: null, recurrenceExdates: null, recurrenceEnd: null });
      for (const row of changed) Object.assign(row, { recurringEventId: null, originalStartTime: null });
      return changed;
    }
    if (changes.recurrence) {
      found.recurrence = changes.recurrence;
      found.recurrenceTimeZone ??= resolveTimeZone(changes.timeZone ?? 'UTC');
    }
    if (!found.recurrence) return changed;
    checkRule(found.recurrence, found.startTime, found.recurrenceTimeZone ?? 'UTC');
    found.recurrenceEnd = seriesEnd(seriesOf(found));
    return changed;
  }

  /** DELETE of one or the following occurrences is done here; anything else names the row to delete as usual. */
  async deletion(userId: string, id: string, target: ScopeTarget): Promise<ResolvedTarget | { done: DeleteEventResponse }> {
    const em = this.repository.fork();
    const row = await this.owned(em, userId, id);
    if (row.recurringEventId) {
      // A changed occurrence deleted alone: its start stays an EXDATE of the series.
      if (!target.scope || target.scope === 'this') return { id };
      return this.deletion(userId, row.recurringEventId, { scope: target.scope, occurrence: row.originalStartTime!.toISOString() });
    }
    const at = target.occurrence ? new Date(target.occurrence) : undefined;
    if (!row.recurrence || !target.scope || target.scope === 'all' || (target.scope === 'following' && at?.getTime() === row.startTime.getTime())) {
      // The events service deletes the series with its changed occurrences (and their copies).
      return { id };
    }
    if (!at) throw DomainError.validation(SchedulingMessages.occurrenceRequired);
    const changed = await this.changedOccurrence(em, userId, row.id, at);
    if (changed && target.scope === 'this') return { id: changed.id };
    const original = changed?.originalStartTime ?? at;
    this.requireOccurrence(row, original, Boolean(changed));
    await em.transactional(async (tx) => {
      const series = await this.owned(tx, userId, row.id);
      if (target.scope === 'this') {
        series.recurrenceExdates = [...(series.recurrenceExdates ?? []), original.toISOString()];
      } else {
        series.recurrence = endSeriesBefore(series.recurrence!, original);
        series.recurrenceExdates = (series.recurrenceExdates ?? []).filter((d) => Date.parse(d) < original.getTime());
        series.recurrenceEnd = seriesEnd(seriesOf(series));
      }
      const later =
        target.scope === 'following' ? (await this.repository.occurrencesOf(tx, userId, series.id)).filter((o) => o.originalStartTime! >= original) : [];
      for (const occurrence of later) {
        tx.remove(occurrence);
        recordDeleted(tx, occurrence);
      }
      seriesChanged(tx, series);
    });
    this.relay.kick();
    return { done: { ok: true, googleEventDeleted: false, googleEventError: null } };
  }

  /** An occurrence made a row of its own: same fields and attendees, the series' EXDATE for its start. */
  private async detach(em: EntityManager, userId: string, series: ScheduledEventEntity, at: Date): Promise<string> {
    const id = randomUUID();
    await em.transactional(async (tx) => {
      const found = await this.owned(tx, userId, series.id);
      tx.create(ScheduledEventEntity, {
        ...copyOf(found),
        id,
        startTime: at,
        endTime: new Date(at.getTime() + found.endTime.getTime() - found.startTime.getTime()),
        recurringEventId: found.id,
        originalStartTime: at,
      });
      await this.copyAttendees(tx, found.id, id);
      found.recurrenceExdates = [...(found.recurrenceExdates ?? []), at.toISOString()];
      seriesChanged(tx, found, id);
    });
    this.relay.kick();
    return id;
  }

  /** The series ends just before `at`; a new series with the same rule (and what is left of its COUNT) starts there. */
  private async split(em: EntityManager, userId: string, series: ScheduledEventEntity, at: Date): Promise<string> {
    const id = randomUUID();
    await em.transactional(async (tx) => {
      const found = await this.owned(tx, userId, series.id);
      const rule = found.recurrence!;
      const count = /(?:^|;)COUNT=(\d+)/.exec(rule);
      const before = count ? expandSeries({ ...seriesOf(found), exdates: [] }, found.startTime, at).length : 0;
      const rest = count ? rule.replace(/COUNT=\d+/, `COUNT=${Number(count[1]) - before}`) : rule;
      const exdates = found.recurrenceExdates ?? [];
      const created = tx.create(ScheduledEventEntity, {
        ...copyOf(found),
        id,
        startTime: at,
        endTime: new Date(at.getTime() + found.endTime.getTime() - found.startTime.getTime()),
        recurrence: rest,
        recurrenceExdates: exdates.filter((d) => Date.parse(d) >= at.getTime()),
      });
      created.recurrenceEnd = seriesEnd(seriesOf(created));
      await this.copyAttendees(tx, found.id, id);
      for (const occurrence of await this.repository.occurrencesOf(tx, userId, found.id))
        if (occurrence.originalStartTime! >= at) occurrence.recurringEventId = id;
      found.recurrence = endSeriesBefore(rule, at);
      found.recurrenceExdates = exdates.filter((d) => Date.parse(d) < at.getTime());
      found.recurrenceEnd = seriesEnd(seriesOf(found));
      seriesChanged(tx, found, id);
    });
    this.relay.kick();
    return id;
  }

  private async copyAttendees(tx: EntityManager, from: string, to: string) {
    const attendees = (await this.repository.attendeesOf(tx, [from])).get(from) ?? [];
    await this.repository.insertAttendees(tx, to, attendees, randomUUID);
  }

  /** The changed occurrence of a series at `at`: by its start in the rule or where it was moved to. */
  private async changedOccurrence(em: EntityManager, userId: string, seriesId: string, at: Date) {
    return (
      (await this.repository.occurrencesOf(em, userId, seriesId)).find(
        (o) => o.originalStartTime!.getTime() === at.getTime() || o.startTime.getTime() === at.getTime(),
      ) ?? null
    );
  }

  /** `at` must be one of the series' own starts and not cancelled (a changed one is in the EXDATEs by design). */
  private requireOccurrence(series: ScheduledEventEntity, at: Date, changed: boolean) {
    const cancelled = !changed && (series.recurrenceExdates ?? []).some((d) => Date.parse(d) === at.getTime());
    if (cancelled || !isOccurrenceStart({ ...seriesOf(series), exdates: [] }, at)) throw DomainError.notFound(SchedulingMessages.occurrenceNotFound);
  }

  private async owned(em: EntityManager, userId: string, id: string) {
    const found = await this.repository.findOwned(em, userId, id);
    if (!found) throw DomainError.notFound(SchedulingMessages.eventNotFound);
    return found;
  }
}

function checkRule(rrule: string, start: Date, timeZone: string) {
  const problem = recurrenceProblem(rrule, start, timeZone);
  if (problem) throw DomainError.validation(SchedulingMessages.recurrence[problem]);
}

/**
 * A series row changed (new EXDATE, rule ended, split): its outbox event, and the new row made from
 * it when there is one. A series with a copy in the external calendar (any mirror state but none)
 * is copied again, and the new row gets a copy of its own.
 */
function seriesChanged(tx: EntityManager, series: ScheduledEventEntity, created?: string) {
  const mirror = series.mirrorState === 'none' ? 'none' : 'pending';
  if (mirror === 'pending') Object.assign(series, { mirrorState: 'pending', mirrorError: null });
  series.updatedAt = new Date();
  recordEvent(tx, 'flow.evt.scheduling.event-updated', { id: series.id, userId: series.userId, mirror }, [series.userId]);
  if (created) recordEvent(tx, 'flow.evt.scheduling.event-created', { id: created, userId: series.userId, mirror }, [series.userId]);
  if (mirror === 'pending') for (const id of [series.id, ...(created ? [created] : [])]) recordCopy(tx, { id, userId: series.userId });
}

/** A row's own fields for a new row made from it (no id, times, external copy or alignment verdict); copied when the row is. */
function copyOf(row: ScheduledEventEntity) {
  const now = new Date();
  return {
    userId: row.userId,
    title: row.title,
    location: row.location ?? null,
    meetingType: row.meetingType ?? null,
    description: row.description ?? null,
    reminderMinutes: row.reminderMinutes ?? null,
    googleCalendarEventId: null,
    mirrorState: row.mirrorState === 'none' ? ('none' as const) : ('pending' as const),
    mirrorError: null,
    isAligned: row.isAligned ?? null,
    recurrence: null,
    recurrenceTimeZone: row.recurrenceTimeZone ?? null,
    recurrenceExdates: null,
    recurrenceEnd: null,
    recurringEventId: null,
    originalStartTime: null,
    createdAt: now,
    updatedAt: now,
  };
}
