import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Checkin, CheckinMessages, type RpcPayload, todayIn } from '@flow/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@flow/platform';
import { isoWeekday, localMinuteOf, MAX_CHECKINS_PER_DAY } from '@flow/rhythm';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK } from '../clock';
import { FlowSources } from '../flow/flow-sources';
import { placeOfDay } from '@flow/rhythm';
import { browserZone } from '../flow/local-day';
import type { CheckinEntity } from './checkin.entities';
import { toCheckin, toCheckins } from './checkin.mapper';
import { CheckinsRepository } from './checkins.repository';

/** A check-in stamped a little ahead of our clock (a phone's clock runs fast) is still "now". */
const CLOCK_SKEW_MS = 60_000;
const YEAR_MS = 366 * 86_400_000;
const DEFAULT_LIST_DAYS = 7;

const notFound = () => new DomainError('NOT_FOUND', CheckinMessages.notFound, 404);

/**
 * Energy check-ins: each is placed on the person's local day (the profile's zone, else the browser's),
 * stored, and announced with checkin-changed in the same transaction, so cached days refresh. Only the
 * owner sees or changes a check-in, and only on the day it was made.
 */
@Injectable()
export class CheckinsService {
  constructor(
    private readonly repository: CheckinsRepository,
    private readonly sources: FlowSources,
    private readonly relay: OutboxRelay,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async create(request: RpcPayload<'flow.daily-flow.checkins.create'>): Promise<Checkin> {
    const { userId, checkin } = request;
    const now = this.now();
    const at = checkin.at ? new Date(checkin.at) : now;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw DomainError.validation(CheckinMessages.future);
    if (at.getTime() < now.getTime() - YEAR_MS) throw DomainError.validation(CheckinMessages.tooOld);
    const timeZone = await this.zoneOf(userId, request.timeZone);
    const local = localMinuteOf(at, timeZone);
    const em = this.repository.fork();
    const created = await em.transactional(async (tx) => {
      if ((await this.repository.countOnDate(tx, userId, local.date)) >= MAX_CHECKINS_PER_DAY) throw DomainError.validation(CheckinMessages.perDay);
      const entity = this.repository.insert(tx, {
        id: randomUUID(),
        userId,
        at,
        localDate: local.date,
        localMinute: local.minutes,
        weekday: isoWeekday(local.date) - 1,
        timeZone,
        energy: checkin.energy,
        focus: checkin.focus ?? null,
        mood: checkin.mood ?? null,
        createdAt: now,
      });
      recordEvent(tx, 'flow.evt.daily-flow.checkin-changed', { userId, id: entity.id, change: 'created' }, [userId]);
      return entity;
    });
    this.relay.kick();
    return this.withCounting(em, created);
  }

  async list(request: RpcPayload<'flow.daily-flow.checkins.list'>): Promise<{ checkins: Checkin[] }> {
    const now = this.now();
    const to = request.to ? new Date(request.to) : now;
    const from = request.from ? new Date(request.from) : new Date(to.getTime() - DEFAULT_LIST_DAYS * 86_400_000);
    if (!(from < to) || to.getTime() - from.getTime() > YEAR_MS) throw DomainError.validation(CheckinMessages.range);
    // Half an hour before the range, so the 30-minute rule reads the first ones right.
    const entities = await this.repository.between(this.repository.fork(), request.userId, new Date(from.getTime() - 30 * 60_000), to);
    return { checkins: toCheckins(entities).filter((c) => Date.parse(c.at) >= from.getTime()) };
  }

  async update(request: RpcPayload<'flow.daily-flow.checkins.update'>): Promise<Checkin> {
    const em = this.repository.fork();
    const updated = await em.transactional(async (tx) => {
      const entity = await this.ownOfToday(tx, request.userId, request.checkinId);
      const { energy, focus, mood } = request.changes;
      if (energy !== undefined) entity.energy = energy;
      if (focus !== undefined) entity.focus = focus;
      if (mood !== undefined) entity.mood = mood;
      recordEvent(tx, 'flow.evt.daily-flow.checkin-changed', { userId: request.userId, id: entity.id, change: 'updated' }, [request.userId]);
      return entity;
    });
    this.relay.kick();
    return this.withCounting(em, updated);
  }

  async remove(request: RpcPayload<'flow.daily-flow.checkins.delete'>): Promise<{ deleted: true }> {
    await this.repository.fork().transactional(async (tx) => {
      const entity = await this.ownOfToday(tx, request.userId, request.checkinId);
      this.repository.remove(tx, entity);
      recordEvent(tx, 'flow.evt.daily-flow.checkin-changed', { userId: request.userId, id: entity.id, change: 'deleted' }, [request.userId]);
    });
    this.relay.kick();
    return { deleted: true };
  }

  /** The person's own check-in, made on what is still today where it was made; another person's is not found. */
  private async ownOfToday(tx: EntityManager, userId: string, id: string): Promise<CheckinEntity> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const entity = await this.repository.find(tx, userId, id);
    if (!entity) throw notFound();
    if (entity.localDate !== todayIn(entity.timeZone, this.now())) throw DomainError.validation(CheckinMessages.notToday);
    return entity;
  }

  /** Whether the check-in counts, read with its neighbours of the previous hours. */
  private async withCounting(em: EntityManager, entity: CheckinEntity): Promise<Checkin> {
    const around = await this.repository.between(em.fork(), entity.userId, new Date(entity.at.getTime() - 6 * 3_600_000), entity.at);
    const mine = toCheckins(around).find((c) => c.id === entity.id);
    return mine ?? toCheckin(entity, true);
  }

  private async zoneOf(userId: string, browser: string | undefined): Promise<string> {
    const zone = browserZone(browser);
    const profile = await this.sources.profile(userId);
    // Where the person is now (a travel stay, the current location, home), which names the check-in's local day.
    return placeOfDay(profile.ok ? profile.value : null, zone, undefined, this.now()).timeZone;
  }
}
