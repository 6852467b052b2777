import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  ConfirmEmailRequest,
  Session,
  SignInRequest,
  SignUpRequest,
  RefreshRequest,
  SignOutRequest,
  UpdatePrivacyRequest,
  UpdateUserRequest,
  User,
  RecoverRequest,
  VerifyRecoveryRequest,
} from './identity.contract';

const Ok = z.object({ ok: z.literal(true) });

/** The gateway's auth routes. */
export const identityRoutes = {
  signUp: { method: 'POST', path: '/api/auth/signup', public: true, body: SignUpRequest, response: Session },
  signIn: { method: 'POST', path: '/api/auth/signin', public: true, body: SignInRequest, response: Session },
  /** 204 without a body when the request carries no refresh token (nobody is signed in). */
  refresh: { method: 'POST', path: '/api/auth/refresh', public: true, body: RefreshRequest, response: Session.optional() },
  signOut: { method: 'POST', path: '/api/auth/signout', body: SignOutRequest, response: Ok },
  getUser: { method: 'GET', path: '/api/auth/user', response: User },
  updateUser: { method: 'PUT', path: '/api/auth/user', body: UpdateUserRequest, response: User },
  recover: { method: 'POST', path: '/api/auth/recover', public: true, body: RecoverRequest, response: Ok },
  verifyRecovery: { method: 'POST', path: '/api/auth/verify-recovery', public: true, body: VerifyRecoveryRequest, response: Session },
  /** The link mailed at sign-up ("Confirm your e-mail"); public, since it may open in another browser. */
  confirmEmail: { method: 'POST', path: '/api/auth/confirm-email', public: true, body: ConfirmEmailRequest, response: Ok },
  resendConfirmation: { method: 'POST', path: '/api/auth/resend-confirmation', response: Ok },
  updatePrivacy: { method: 'PUT', path: '/api/auth/user/privacy', body: UpdatePrivacyRequest, response: User },
  googleStart: { method: 'GET', path: '/api/auth/google/start', public: true, response: z.unknown() },
  googleCallback: { method: 'GET', path: '/api/auth/google/callback', public: true, response: z.unknown() },
  microsoftStart: { method: 'GET', path: '/api/auth/microsoft/start', public: true, response: z.unknown() },
  microsoftCallback: { method: 'GET', path: '/api/auth/microsoft/callback', public: true, response: z.unknown() },
} as const satisfies Record<string, HttpRoute>;
