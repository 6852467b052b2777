import { z } from 'zod';
import { Uuid } from '../common/primitives';

/** Texts of Settings → 'Export my data' and 'Delete my account'. */
export const AccountMessages = {
  enterPassword: 'Enter your password to delete your account.',
  wrongPassword: 'That password is not correct.',
  enterEmail: 'Type your e-mail address to delete your account.',
  wrongEmail: 'That is not the e-mail address of this account.',
} as const;

export const ACCOUNT_EXPORT_FORMAT = 'flow-export/1';

/**
 * The protocol every service with data about people implements (see docs/architecture.md):
 * - `flow.<service>.account.export` answers with an AccountDataPart: all it holds about the user,
 *   as named lists of plain records, each with its `id`;
 * - a durable, idempotent consumer of `flow.evt.identity.user-deleted` deletes (or anonymises) every
 *   row of that user.
 */
export const AccountExportRequest = z.object({ userId: Uuid });
export const AccountDataPart = z.object({
  service: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type AccountDataPart = z.infer<typeof AccountDataPart>;

/** GET /api/account/export: one JSON document of everything FLOW holds about the signed-in person. */
export const AccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  userId: Uuid,
  services: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof AccountExport>;

/**
 * POST /api/account/delete: confirmed with the password, or, for an account that only signs in with
 * Google (no password), by typing its e-mail address.
 */
export const DeleteAccountRequest = z.strictObject({
  password: z.string().min(1, AccountMessages.enterPassword).max(256).optional(),
  email: z.string().trim().max(255).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** Published by identity when an account is deleted; every service erases that person's rows. */
export const UserDeletedEvent = z.object({ userId: Uuid, email: z.string() });
export type UserDeletedEvent = z.infer<typeof UserDeletedEvent>;
