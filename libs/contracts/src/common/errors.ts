import { z } from 'zod';

/** The one error body every HTTP answer and every RPC error carries. */
export const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An error as it travels over NATS from a service to its caller. */
export const WireError = z.object({
  code: z.string(),
  message: z.string(),
  status: z.number().int(),
  details: z.unknown().optional(),
});
export type WireError = z.infer<typeof WireError>;

/** Messages shared by several services; domain-specific texts live beside their contracts. */
export const CommonMessages = {
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'An error occurred. Please try again.',
  unauthorized: 'You need to sign in to do that.',
  notFound: 'Not found.',
  rateLimited: 'Rate limit reached. Please try again in a minute.',
  testPushLimited: 'Too many test notifications. Please try again later.',
  /** An answer larger than one NATS message (1 MB): the caller asks for less. */
  answerTooLarge: 'The answer is too large. Ask for a shorter range.',
  /** Instants FLOW accepts (event times, list ranges, check-ins): a sane calendar, not year 0 or 9999. */
  instantOutOfRange: 'Times must be between the years 1900 and 2200.',
} as const;
