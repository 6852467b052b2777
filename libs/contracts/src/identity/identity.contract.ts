import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { Email, Uuid } from '../common/primitives';

/** Texts from the spec (sections 5 and 8) and the identity issue; the web app shows them as they are. */
export const IdentityMessages = {
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters',
  enterEmail: 'Please enter your email address',
  invalidCredentials: 'Invalid login credentials',
  emailTaken: 'User already registered',
  invalidRecoveryLink: 'This reset link is invalid or has expired. Please request a new one.',
  sessionMissing: 'Auth session missing!',
  invalidRefreshToken: 'Invalid Refresh Token',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  microsoftNotConfigured: 'Microsoft sign-in is not configured on this server.',
  microsoftFailed: 'Microsoft sign-in failed. Please try again.',
  microsoftEmailUnverified:
    'Microsoft did not confirm the e-mail address of this account, so FLOW cannot sign you in with it. Sign in or sign up with your e-mail address instead.',
  microsoftAccountUnconfirmed:
    'A FLOW account with this e-mail address exists but its address is not confirmed. Sign in with your password and confirm your e-mail first, then continue with Microsoft.',
  tooManyFailedSignIns: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  invalidConfirmationLink: 'This confirmation link is invalid or has expired. Please request a new one.',
  alreadyConfirmed: 'Your e-mail is already confirmed.',
  tooManyConfirmationMails: 'Too many confirmation e-mails. Please try again in an hour.',
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 256;

/** Required text that is blank after trimming gives the spec's 'Please fill in all fields'. */
const requiredText = (max: number) => z.string(IdentityMessages.fillAllFields).trim().min(1, IdentityMessages.fillAllFields).max(max);

const RequiredEmail = requiredText(255).pipe(Email);
const NewPassword = z
  .string(IdentityMessages.fillAllFields)
  .min(1, IdentityMessages.fillAllFields)
  .min(PASSWORD_MIN_LENGTH, IdentityMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignUpRequest = z.strictObject({
  email: RequiredEmail,
  password: NewPassword,
  fullName: z.string().trim().max(100, 'Full name must be at most 100 characters').optional(),
  /** The person's language; the gateway fills it from the browser's Accept-Language when absent. */
  language: LanguageSchema.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.strictObject({
  email: RequiredEmail,
  password: z.string(IdentityMessages.fillAllFields).min(1, IdentityMessages.fillAllFields).max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const RefreshRequest = z.strictObject({ refresh_token: z.string().min(1).max(200).optional() });
export const SignOutScope = z.enum(['global', 'local', 'others']);
export const SignOutRequest = z.strictObject({ scope: SignOutScope.default('local') });

/**
 * A new password needs the current one, unless the session was opened by a recovery link moments ago
 * (a forgotten password, or an account that never had one).
 */
export const UpdateUserRequest = z.strictObject({
  password: NewPassword,
  currentPassword: z.string().min(1, IdentityMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH).optional(),
});
export const UpdatePrivacyRequest = z.strictObject({ findableByEmail: z.boolean() });
export const RecoverRequest = z.strictObject({
  email: z.string(IdentityMessages.enterEmail).trim().min(1, IdentityMessages.enterEmail).max(255).pipe(Email),
});
export const VerifyRecoveryRequest = z.strictObject({ token: z.string().min(1).max(200) });
export const ConfirmEmailRequest = z.strictObject({ token: z.string().min(1).max(200) });

export const User = z.object({
  id: Uuid,
  email: z.string(),
  created_at: z.string(),
  /** When the person proved the address is theirs (the link mailed at sign-up, or Google); null until then. */
  email_confirmed_at: z.string().nullable(),
  user_metadata: z.object({ full_name: z.string().nullable(), findable_by_email: z.boolean() }),
  app_metadata: z.object({ providers: z.array(z.string()) }),
});
export type User = z.infer<typeof User>;

/** The spec's session shape. */
export const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  user: User,
});
export type Session = z.infer<typeof Session>;

/** Claims of the access token the gateway verifies locally. */
export const AccessClaims = z.object({ sub: Uuid, email: z.string(), sid: z.string() });
export type AccessClaims = z.infer<typeof AccessClaims>;

export const Jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** `email_confirmed`: only a confirmed address receives Co-Flow invitations. */
/** `findable_by_email`: whether others may learn this account from its address (search, an invitation's answer). */
export const UserSummary = z.object({
  id: Uuid,
  email: z.string(),
  full_name: z.string().nullable(),
  email_confirmed: z.boolean(),
  findable_by_email: z.boolean().optional(),
});
export type UserSummary = z.infer<typeof UserSummary>;

// Events published by identity.
/** `language`: chosen at sign-up (absent from accounts made by a provider sign-in: English). */
export const UserRegisteredEvent = z.object({ userId: Uuid, email: z.string(), fullName: z.string().nullable(), language: LanguageSchema.optional() });
export const UserUpdatedEvent = z.object({ userId: Uuid });
/** The person proved the address is theirs: invitations waiting for it become theirs. */
export const EmailConfirmedEvent = z.object({ userId: Uuid, email: z.string() });
/**
 * An address held by an account that never confirmed it was proven by someone (a recovery link, or Google
 * vouching for it): whoever signed up with it may not own it. Each service revokes what the account set up
 * that reaches outside (feed secret, push devices, invitations, connections, calendar connections).
 */
export const AddressReclaimedEvent = z.object({ userId: Uuid, email: z.string(), via: z.enum(['recovery', 'google']) });
export type AddressReclaimedEvent = z.infer<typeof AddressReclaimedEvent>;
/** Sessions signed out or revoked (password change, new recovery link, Google linking): their sockets close. */
export const SessionsRevokedEvent = z.object({ userId: Uuid, sessionIds: z.array(z.string()).max(1000) });
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEvent>;
