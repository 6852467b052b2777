import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ClientInfo } from '@flow/contracts';
import { AuditLogEntity, type AuditEvent } from './audit-log.entity';

export interface AuditSubject {
  userId?: string | null;
  email?: string | null;
  client?: z.infer<typeof ClientInfo>;
  details?: Record<string, unknown>;
}

/** Writes security events in the caller's unit of work, so they commit (or not) with what they describe. */
@Injectable()
export class AuditLog {
  record(em: EntityManager, event: AuditEvent, subject: AuditSubject): void {
    em.create(AuditLogEntity, {
      id: randomUUID(),
      event,
      userId: subject.userId ?? null,
      email: subject.email?.trim().toLowerCase() ?? null,
      ip: subject.client?.ip ?? null,
      userAgent: subject.client?.userAgent ?? null,
      details: subject.details ?? null,
      createdAt: new Date(),
    });
  }

  /** A deleted account's events stay (what happened, when) but no longer say to whom or from where. */
  async anonymise(em: EntityManager, userId: string, email: string): Promise<void> {
    await em.nativeUpdate(
      AuditLogEntity,
      { $or: [{ userId }, { email: email.toLowerCase() }] },
      { userId: null, email: null, ip: null, userAgent: null, details: null },
    );
  }

  forUser(em: EntityManager, userId: string): Promise<AuditLogEntity[]> {
    return em.find(AuditLogEntity, { userId }, { orderBy: { createdAt: 'asc' } });
  }
}
