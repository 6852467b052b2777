import { z } from 'zod';

export const CoFlowEnv = z.object({
  /** Where the web app lives: invitation mails link to its sign-up page. */
  APP_ORIGIN: z.url().default('http://localhost:8080'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FLOW <no-reply@flow.local>'),
  MAIL_OUTBOX_DIR: z.string().default('.flow/mail'),
  /** Short, so a slow neighbour (rhythm, free/busy) degrades the alignment instead of stalling it. */
  NEIGHBOUR_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});
export type CoFlowEnv = z.infer<typeof CoFlowEnv>;
export const CO_FLOW_ENV = Symbol('CO_FLOW_ENV');
