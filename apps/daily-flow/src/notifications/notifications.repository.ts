import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type PlannedNotification, snoozedTitle } from '@flow/rhythm';
import { NotificationSettingsEntity, PushSubscriptionEntity } from './notification.entities';

type Row = Record<string, unknown>;

/** The key prefix of a snoozed copy ('snooze:<id of the one snoozed>'). */
const SNOOZED = 'snooze:';

/** A due notification as the worker sends it. */
export interface ClaimedNotification {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  dueAt: Date;
}

/** One push (or e-mail) of a claimed notification to one device, marked `sending` before it leaves. */
export interface Delivery {
  id: string;
  channel: 'push' | 'email';
  attempts: number;
  notification: ClaimedNotification;
  subscription: { id: string; endpoint: string; p256dh: string; auth: string } | null;
}

const toNotification = (r: Row): ClaimedNotification => ({
  id: r.notification_id as string,
  userId: r.user_id as string,
  kind: r.kind as string,
  title: r.title as string,
  body: r.body as string,
  url: r.url as string,
  dueAt: new Date(r.due_at as string),
});
const toDelivery = (r: Row): Delivery => ({
  id: r.delivery_id as string,
  channel: r.channel as Delivery['channel'],
  attempts: Number(r.attempts),
  notification: toNotification(r),
  subscription: r.subscription_id
    ? { id: r.subscription_id as string, endpoint: r.endpoint as string, p256dh: r.p256dh as string, auth: r.auth as string }
    : null,
});

/** What one claim took: deliveries to send now, and when to look again. */
export interface Claim {
  deliveries: Delivery[];
  sent: number;
  dropped: number;
  /** A full batch: more may be due already. */
  full: boolean;
  /** Milliseconds until the next pending row or retry falls due (≤ 0: already); null when none waits (or `full`). */
  nextDueInMs: number | null;
}

/** Deliveries of the rows just claimed, with their device (e-mail ones have none). */
const DELIVERIES_OF_CLAIMED = `
  select x.id as delivery_id, x.channel, x.attempts, x.subscription_id, s.endpoint, s.p256dh, s.auth,
         d.id as notification_id, d.user_id, d.kind, d.title, d.body, d.url, d.due_at
  from inserted x join due_notifications d on d.id = x.notification_id left join push_subscriptions s on s.id = x.subscription_id`;

/** The only file of notifications that touches the database; every read and write names its user, except the worker's claims. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  fork(): EntityManager {
    return this.em.fork();
  }

  settings(em: EntityManager, userId: string): Promise<NotificationSettingsEntity | null> {
    return em.findOne(NotificationSettingsEntity, { userId });
  }

  /** The settings row, locked for `tx`, created with the defaults (insert-or-ignore first: two first saves at once). */
  async settingsForUpdate(tx: EntityManager, userId: string): Promise<NotificationSettingsEntity> {
    await this.run(tx, 'insert into notification_settings (user_id) values (?) on conflict (user_id) do nothing', [userId]);
    return tx.findOneOrFail(NotificationSettingsEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  countSubscriptions(em: EntityManager, userId: string): Promise<number> {
    return em.count(PushSubscriptionEntity, { userId });
  }

  /**
   * A device belongs to whoever proves its subscription secret. The same browser signed in as someone
   * else re-subscribes with the endpoint and the same `auth` secret (and key), so the device moves to that
   * account; an endpoint alone is not secret (it travels to the push service, proxies and logs), so a
   * request with other keys must not take another person's device: nothing changes and the answer is
   * false (the caller refuses it). The person's own device may change its keys.
   */
  async upsertSubscription(
    tx: EntityManager,
    row: { id: string; userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
  ): Promise<boolean> {
    const stored = await this.run(
      tx,
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, user_agent) values (?, ?, ?, ?, ?, ?)
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent
      where push_subscriptions.user_id = excluded.user_id or (push_subscriptions.auth = excluded.auth and push_subscriptions.p256dh = excluded.p256dh)
      returning id`,
      [row.id, row.userId, row.endpoint, row.p256dh, row.auth, row.userAgent],
    );
    return stored.length > 0;
  }

  /** Every device of the person stops receiving (their address was taken back by its owner). */
  async forgetDevices(tx: EntityManager, userId: string): Promise<void> {
    await this.run(tx, 'delete from push_subscriptions where user_id = ?', [userId]);
  }

  async deleteSubscription(em: EntityManager, userId: string, endpoint: string): Promise<boolean> {
    return (await em.nativeDelete(PushSubscriptionEntity, { userId, endpoint })) > 0;
  }

  /** Ask the planner to plan this person again soon (a change of day, event, place or settings). */
  async requestPlan(em: EntityManager, userIds: string[]): Promise<void> {
    if (userIds.length) await em.nativeUpdate(NotificationSettingsEntity, { userId: { $in: userIds } }, { plannedUntil: null });
  }

  /**
   * Up to `limit` people whose plan is missing or runs out within `horizonMs`, leased for `leaseMs` (their
   * plan is marked to run out just past the horizon then) so another replica does not plan them at the same
   * time, and a failed plan is retried when the lease ends.
   */
  async leasePlanning(limit: number, horizonMs: number, leaseMs: number): Promise<string[]> {
    const rows = await this.run(
      this.em.fork(),
      `update notification_settings n set planned_until = now() + make_interval(secs => ?) from (
        select user_id from notification_settings where planned_until is null or planned_until < now() + make_interval(secs => ?)
        order by planned_until nulls first limit ? for update skip locked) due
      where n.user_id = due.user_id returning n.user_id`,
      [(leaseMs + horizonMs) / 1000, horizonMs / 1000, limit],
    );
    return rows.map((r) => r.user_id as string);
  }

  /**
   * The person's plan from now on becomes `planned`: pending rows not in it are removed, new ones added,
   * moved ones updated. Sent and dropped rows keep their key, so a re-plan never sends one again.
   * It runs out at `plannedUntil`, unless the person was asked for again since the lease.
   */
  async replacePlan(userId: string, planned: readonly PlannedNotification[], plannedUntil: Date): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const keys = planned.map((n) => n.key);
      // A snoozed copy is the person's own choice, not part of the plan: a re-plan keeps it.
      await this.run(
        tx,
        `delete from due_notifications where user_id = ? and state = 'pending' and due_at > now() and not (key = any(?::text[])) and key not like '${SNOOZED}%'`,
        [userId, `{${keys.map(pgText).join(',')}}`],
      );
      for (const n of planned) {
        await this.run(
          tx,
          `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url, push, email, subject, starts_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          on conflict (user_id, key) do update set due_at = excluded.due_at, title = excluded.title, body = excluded.body, url = excluded.url, push = excluded.push, email = excluded.email,
            subject = excluded.subject, starts_at = excluded.starts_at
          where due_notifications.state = 'pending'`,
          [userId, n.key, n.kind, n.dueAt, n.title, n.body, n.url, n.push, n.email, n.subject, n.startsAt],
        );
      }
      // A change asked for while this plan was made (requestPlan emptied the lease) is not lost: the end stays
      // empty, and the next round plans again with it.
      await tx.nativeUpdate(NotificationSettingsEntity, { userId, plannedUntil: { $ne: null } }, { plannedUntil });
    });
  }

  /**
   * A copy of a sent notification, due `minutes` from now, for the person whose device (endpoint and auth
   * secret) asks, its title said from then ("Standup starts now"); one per notification (a second snooze
   * of it changes nothing). Null when that device has no such notification. Returns when the copy is due.
   */
  async snooze(em: EntityManager, by: { id: string; endpoint: string; auth: string }, minutes: number): Promise<Date | null> {
    return em.transactional(async (tx) => {
      const [original] = await this.run(
        tx,
        `select d.id, d.user_id, d.title, d.subject, d.starts_at from due_notifications d join push_subscriptions s on s.user_id = d.user_id
        where s.endpoint = ? and s.auth = ? and d.id = ? and d.state = 'sent'`,
        [by.endpoint, by.auth, by.id],
      );
      if (!original) return null;
      const dueAt = new Date(Date.now() + minutes * 60_000);
      const startsAt = original.starts_at ? new Date(original.starts_at as string).toISOString() : null;
      const title = snoozedTitle({ title: original.title as string, subject: (original.subject as string | null) ?? null, startsAt }, dueAt);
      await this.run(
        tx,
        `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url, push, email, subject, starts_at)
        select gen_random_uuid(), user_id, '${SNOOZED}' || id, kind, ?, ?, body, url, true, false, subject, starts_at from due_notifications where id = ?
        on conflict (user_id, key) do nothing`,
        [dueAt, title, original.id],
      );
      const [copy] = await this.run(tx, `select due_at from due_notifications where user_id = ? and key = ?`, [
        original.user_id,
        `${SNOOZED}${original.id as string}`,
      ]);
      return new Date(copy!.due_at as string);
    });
  }

  /** A notification due now (the test push). */
  async insertDue(tx: EntityManager, row: { id: string; userId: string; key: string; kind: string; title: string; body: string; url: string }): Promise<void> {
    await this.run(tx, `insert into due_notifications (id, user_id, key, kind, due_at, title, body, url) values (?, ?, ?, ?, now(), ?, ?, ?)`, [
      row.id,
      row.userId,
      row.key,
      row.kind,
      row.title,
      row.body,
      row.url,
    ]);
  }

  /**
   * One claim, in one transaction: due rows (FOR UPDATE SKIP LOCKED: replicas take different rows) marked
   * sent (or dropped when later than `lateLimitSeconds`) with one `sending` delivery per device and for
   * e-mail, and deliveries whose back-off has passed, marked `sending` again. After the commit no replica
   * and no restart claims them again: a crash between here and the push loses that push rather than
   * repeating it. `onSent` adds the in-app copy to the outbox. When the claim is not full, also how long
   * until the next row falls due (PostgreSQL's clock, so replicas agree), or null when nothing waits.
   */
  async claim(limit: number, lateLimitSeconds: number, onSent: (tx: EntityManager, sent: ClaimedNotification[]) => Promise<void>): Promise<Claim> {
    // Most looks find nothing due: one read says so, and when the next is, without the claim's transaction
    // (five statements through the ORM every second were most of an idle daily-flow's CPU).
    const waitMs = await this.nextDueInMs(this.em.fork());
    if (waitMs === null || waitMs > 0) return { deliveries: [], sent: 0, dropped: 0, full: false, nextDueInMs: waitMs };
    return this.em.fork().transactional(async (tx) => {
      const claimed = await this.run(
        tx,
        `update due_notifications d set state = case when d.due_at < now() - make_interval(secs => ?) then 'dropped' else 'sent' end, sent_at = now()
        from (select id from due_notifications where state = 'pending' and due_at <= now() order by due_at limit ? for update skip locked) c
        where d.id = c.id returning d.id as notification_id, d.user_id, d.kind, d.title, d.body, d.url, d.due_at, d.state`,
        [lateLimitSeconds, limit],
      );
      const sent = claimed.filter((r) => r.state === 'sent');
      const deliveries: Row[] = [];
      if (sent.length) {
        const ids = `{${sent.map((r) => r.notification_id as string).join(',')}}`;
        deliveries.push(
          ...(await this.run(
            tx,
            `with inserted as (
            insert into notification_deliveries (id, notification_id, subscription_id, channel, state)
            select gen_random_uuid(), d.id, s.id, 'push', 'sending' from due_notifications d join push_subscriptions s on s.user_id = d.user_id where d.id = any(?::uuid[]) and d.push
            union all
            select gen_random_uuid(), d.id, null::uuid, 'email', 'sending' from due_notifications d where d.id = any(?::uuid[]) and d.email
            returning *) ${DELIVERIES_OF_CLAIMED}`,
            [ids, ids],
          )),
        );
        await onSent(tx, sent.map(toNotification));
      }
      const retries = await this.run(
        tx,
        `with inserted as (
          update notification_deliveries x set state = 'sending', attempts = x.attempts + 1
          from (select id from notification_deliveries where state = 'retry' and next_attempt_at <= now() order by next_attempt_at limit ? for update skip locked) c
          where x.id = c.id returning x.*) ${DELIVERIES_OF_CLAIMED}`,
        [limit],
      );
      const full = claimed.length >= limit || retries.length >= limit;
      return {
        deliveries: [...deliveries, ...retries].map(toDelivery),
        sent: sent.length,
        dropped: claimed.length - sent.length,
        full,
        nextDueInMs: full ? null : await this.nextDueInMs(tx),
      };
    });
  }

  /** Milliseconds until the next pending row or retry falls due (≤ 0: already), by PostgreSQL's clock; null when none waits. */
  private async nextDueInMs(em: EntityManager): Promise<number | null> {
    const [next] = await this.run(
      em,
      `select ceil(extract(epoch from least(
        (select min(due_at) from due_notifications where state = 'pending'),
        (select min(next_attempt_at) from notification_deliveries where state = 'retry')) - now()) * 1000) as ms`,
      [],
    );
    return next?.ms === null || next?.ms === undefined ? null : Number(next.ms);
  }

  async markAccepted(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length)
      await this.run(this.em.fork(), `update notification_deliveries set state = 'accepted', accepted_at = now() where id = any(?::uuid[])`, [
        `{${deliveryIds.join(',')}}`,
      ]);
  }

  /** The push service says the device is gone (404/410): its subscription is removed. */
  async markGone(delivery: Delivery, status: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.run(tx, `update notification_deliveries set state = 'gone', last_status = ? where id = ?`, [status, delivery.id]);
      if (delivery.subscription) await this.run(tx, `delete from push_subscriptions where id = ?`, [delivery.subscription.id]);
    });
  }

  /** Another try after `delayMs`, or given up after `maxAttempts`. */
  async markRetry(delivery: Delivery, status: number | null, delayMs: number, maxAttempts: number): Promise<void> {
    await this.run(
      this.em.fork(),
      `update notification_deliveries set state = case when attempts >= ? then 'failed' else 'retry' end, next_attempt_at = now() + make_interval(secs => ?), last_status = ? where id = ?`,
      [maxAttempts, delayMs / 1000, status, delivery.id],
    );
  }

  async rowsOf(userId: string): Promise<Record<string, Row[]>> {
    const conn = this.em.fork().getConnection();
    const [settings, subscriptions, notifications] = await Promise.all([
      conn.execute<Row[]>('select * from notification_settings where user_id = ?', [userId]),
      conn.execute<Row[]>('select id, endpoint, user_agent, created_at from push_subscriptions where user_id = ? order by created_at', [userId]),
      conn.execute<Row[]>('select id, kind, due_at, title, body, url, state, sent_at from due_notifications where user_id = ? order by due_at', [userId]),
    ]);
    return { notification_settings: settings.map((row) => ({ id: row.user_id, ...row })), push_subscriptions: subscriptions, notifications };
  }

  async erase(tx: EntityManager, userId: string): Promise<void> {
    for (const table of ['due_notifications', 'push_subscriptions', 'notification_settings'])
      await this.run(tx, `delete from ${table} where user_id = ?`, [userId]);
  }

  private run(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
  }
}

/** A value inside a PostgreSQL array literal. */
const pgText = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;
