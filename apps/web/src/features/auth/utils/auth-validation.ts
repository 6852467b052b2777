import { IdentityMessages, PASSWORD_MIN_LENGTH, RecoverRequest, SignInRequest, SignUpRequest } from '@flow/contracts';
import type { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The first message of a contract schema's failure, or null when the input passes. */
function firstIssue(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? IdentityMessages.fillAllFields);
}

/** Spec 5: e-mail and password required ('Please fill in all fields'). */
export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return IdentityMessages.fillAllFields;
  return firstIssue(SignInRequest, { email, password });
}

/** Spec 5: as sign-in, plus a password of at least 6 characters; the full name is optional. */
export function validateSignUp(email: string, password: string, fullName: string): string | null {
  if (!email.trim() || !password) return IdentityMessages.fillAllFields;
  return firstIssue(SignUpRequest, { email, password, ...(fullName.trim() ? { fullName } : {}) });
}

/** Spec 5: reset request needs an e-mail ('Please enter your email address'). */
export function validateResetRequest(email: string): string | null {
  if (!email.trim()) return IdentityMessages.enterEmail;
  return firstIssue(RecoverRequest, { email });
}

/** Spec 5: both fields needed, at least 6 characters, and they must match. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return IdentityMessages.fillAllFields;
  if (password.length < PASSWORD_MIN_LENGTH) return IdentityMessages.passwordTooShort;
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

/** '#type=recovery&token=…' from the e-mailed link. */
export function parseRecoveryHash(hash: string): { isRecovery: boolean; token: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { isRecovery: params.get('type') === 'recovery', token: params.get('token') };
}
