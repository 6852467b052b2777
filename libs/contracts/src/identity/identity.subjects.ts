import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { Uuid } from '../common/primitives';
import { AccountDataPart, AccountExportRequest, DeleteAccountRequest, UserDeletedEvent } from '../account/account.contract';
import {
  ConfirmEmailRequest,
  EmailConfirmedEvent,
  Jwks,
  RecoverRequest,
  UpdatePrivacyRequest,
  Session,
  SignInRequest,
  SignOutScope,
  SignUpRequest,
  UpdateUserRequest,
  User,
  AddressReclaimedEvent,
  SessionsRevokedEvent,
  UserRegisteredEvent,
  UserSummary,
  UserUpdatedEvent,
  VerifyRecoveryRequest,
} from './identity.contract';

/** Context the gateway adds to commands that need to know who is asking. */
const Caller = z.object({ userId: Uuid, sessionId: z.string() });
/** Where a request came from, for the security audit log. */
export const ClientInfo = z.object({ ip: z.string().max(100).optional(), userAgent: z.string().max(500).optional() });
const Ok = z.object({ ok: z.literal(true) });

export const identityRpc = {
  'flow.identity.signup': { request: SignUpRequest, response: Session },
  'flow.identity.signin': { request: SignInRequest.extend({ client: ClientInfo.optional() }), response: Session },
  'flow.identity.refresh': { request: z.object({ refreshToken: z.string(), client: ClientInfo.optional() }), response: Session },
  'flow.identity.signout': { request: Caller.extend({ scope: SignOutScope }), response: Ok },
  'flow.identity.user.get': { request: z.object({ userId: Uuid }), response: User },
  'flow.identity.user.update': { request: Caller.extend(UpdateUserRequest.shape).extend({ client: ClientInfo.optional() }), response: User },
  'flow.identity.recover': { request: RecoverRequest, response: Ok },
  'flow.identity.recover.verify': { request: VerifyRecoveryRequest, response: Session },
  'flow.identity.email.confirm': { request: ConfirmEmailRequest, response: Ok },
  'flow.identity.email.resend': { request: z.object({ userId: Uuid }), response: Ok },
  'flow.identity.user.privacy': { request: z.object({ userId: Uuid }).extend(UpdatePrivacyRequest.shape), response: User },
  'flow.identity.jwks': { request: z.object({}), response: Jwks },
  /** For the gateway when Redis (where revoked sessions are marked) is away: the database decides. */
  'flow.identity.sessions.active': { request: z.object({ sessionId: z.string().min(1).max(100) }), response: z.object({ active: z.boolean() }) },
  'flow.identity.google.start': {
    request: z.object({ redirectUri: z.string() }),
    response: z.object({ authUrl: z.string() }),
  },
  'flow.identity.google.callback': {
    /** `language`: the browser's (Accept-Language), for a new account when the ID token has no en/hi `locale`. */
    request: z.object({ code: z.string(), state: z.string(), redirectUri: z.string(), language: LanguageSchema.optional() }),
    response: Session,
  },
  'flow.identity.microsoft.start': {
    request: z.object({ redirectUri: z.string() }),
    response: z.object({ authUrl: z.string() }),
  },
  'flow.identity.microsoft.callback': {
    /** `language`: the browser's (Accept-Language), for a new account when the ID token has no en/hi `locale`. */
    request: z.object({ code: z.string(), state: z.string(), redirectUri: z.string(), language: LanguageSchema.optional() }),
    response: Session,
  },
  /** Accounts whose address starts with the prefix, confirmed and findable by e-mail only. */
  'flow.identity.users.search': {
    request: z.object({ emailPrefix: z.string().min(3).max(255), limit: z.number().int().min(1).max(100) }),
    response: z.array(UserSummary),
  },
  'flow.identity.users.byIds': { request: z.object({ ids: z.array(Uuid).max(500) }), response: z.array(UserSummary) },
  'flow.identity.users.byEmail': { request: z.object({ email: z.string() }), response: UserSummary.nullable() },
  'flow.identity.account.export': { request: AccountExportRequest, response: AccountDataPart },
  'flow.identity.account.delete': { request: Caller.extend(DeleteAccountRequest.shape).extend({ client: ClientInfo.optional() }), response: Ok },
} as const;

export const identityEvents = {
  'flow.evt.identity.user-registered': UserRegisteredEvent,
  'flow.evt.identity.user-updated': UserUpdatedEvent,
  'flow.evt.identity.sessions-revoked': SessionsRevokedEvent,
  'flow.evt.identity.email-confirmed': EmailConfirmedEvent,
  'flow.evt.identity.user-deleted': UserDeletedEvent,
  'flow.evt.identity.address-reclaimed': AddressReclaimedEvent,
} as const;
