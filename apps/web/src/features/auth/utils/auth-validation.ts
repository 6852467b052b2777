import { PASSWORD_MIN_LENGTH } from '@flow/contracts';
import { authText } from './auth-texts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * Light checks before a request, with the contract's texts (in the language on screen): the sign-in page loads no schemas
 * (zod is a large part of a first load). The gateway validates every field with the contract and
 * answers a 400 with the same message for anything these let through.
 */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Spec 5: e-mail and password required ('Please fill in all fields'). */
export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return authText('fillAllFields');
  return looksLikeEmail(email) ? null : authText('invalidEmail');
}

/** Spec 5: as sign-in, plus a password of at least 6 characters; the full name is optional. */
export function validateSignUp(email: string, password: string): string | null {
  if (!email.trim() || !password) return authText('fillAllFields');
  if (!looksLikeEmail(email)) return authText('invalidEmail');
  return password.length < PASSWORD_MIN_LENGTH ? authText('passwordTooShort') : null;
}

/** Spec 5: reset request needs an e-mail ('Please enter your email address'). */
export function validateResetRequest(email: string): string | null {
  if (!email.trim()) return authText('enterEmail');
  return looksLikeEmail(email) ? null : authText('invalidEmail');
}

/** Spec 5: both fields needed, at least 6 characters, and they must match. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return authText('fillAllFields');
  if (password.length < PASSWORD_MIN_LENGTH) return authText('passwordTooShort');
  if (password !== confirm) return authText('passwordsDiffer');
  return null;
}

/** '#type=recovery&token=…' from the e-mailed link. */
export function parseRecoveryHash(hash: string): { isRecovery: boolean; token: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { isRecovery: params.get('type') === 'recovery', token: params.get('token') };
}
