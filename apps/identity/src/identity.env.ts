import { z } from 'zod';

export const IdentityEnv = z.object({
  /** Ed25519 private key (PKCS#8 PEM). Required in production; a local run generates one per start. */
  JWT_PRIVATE_KEY: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** argon2id cost of new password hashes; existing hashes keep theirs (it is stored in the hash). */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(65_536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(10).default(3),
  RECOVERY_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** How long the "Confirm your e-mail" link works. */
  EMAIL_CONFIRMATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** How long a session opened by a recovery link may set a new password without the current one. */
  RECOVERY_SESSION_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FLOW <no-reply@flow.local>'),
  MAIL_OUTBOX_DIR: z.string().default('.flow/mail'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** The Microsoft app registration calendar-sync uses for Outlook signs people in too. */
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_AUTHORITY: z.url().default('https://login.microsoftonline.com/common'),
  NODE_ENV: z.string().default('development'),
});
export type IdentityEnv = z.infer<typeof IdentityEnv>;
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
