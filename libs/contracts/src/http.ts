import { z } from 'zod';
import { Session, SignInRequest, SignUpRequest, RefreshRequest, SignOutRequest, UpdateUserRequest, User, RecoverRequest, VerifyRecoveryRequest } from './identity/identity.contract';
import { AnalyzeManualRequest, AnalyzeManualResponse, AnalyzeRequest, AnalyzeResponse, DashaResult, PlacesResponse, Profile, TransitResult, UpdateProfileRequest, UpdateProfileResponse } from './profile/profile.contract';

/**
 * The HTTP API of the gateway: one entry per route. The gateway validates with these schemas and
 * the web app's client is typed by them, so both sides change together.
 */
export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  public?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

const Ok = z.object({ ok: z.literal(true) });
export const HealthResponse = z.object({ status: z.enum(['ok', 'degraded']), checks: z.record(z.string(), z.string()) });

export const httpRoutes = {
  signUp: { method: 'POST', path: '/api/auth/signup', public: true, body: SignUpRequest, response: Session },
  signIn: { method: 'POST', path: '/api/auth/signin', public: true, body: SignInRequest, response: Session },
  refresh: { method: 'POST', path: '/api/auth/refresh', public: true, body: RefreshRequest, response: Session },
  signOut: { method: 'POST', path: '/api/auth/signout', body: SignOutRequest, response: Ok },
  getUser: { method: 'GET', path: '/api/auth/user', response: User },
  updateUser: { method: 'PUT', path: '/api/auth/user', body: UpdateUserRequest, response: User },
  recover: { method: 'POST', path: '/api/auth/recover', public: true, body: RecoverRequest, response: Ok },
  verifyRecovery: { method: 'POST', path: '/api/auth/verify-recovery', public: true, body: VerifyRecoveryRequest, response: Session },
  googleStart: { method: 'GET', path: '/api/auth/google/start', public: true, response: z.unknown() },
  googleCallback: { method: 'GET', path: '/api/auth/google/callback', public: true, response: z.unknown() },
  health: { method: 'GET', path: '/api/health', public: true, response: HealthResponse },
  healthLive: { method: 'GET', path: '/health/live', public: true, response: z.object({ status: z.literal('ok') }) },
  healthReady: { method: 'GET', path: '/health/ready', public: true, response: HealthResponse },
  metrics: { method: 'GET', path: '/metrics', public: true, response: z.string() },

  getProfile: { method: 'GET', path: '/api/profile', response: Profile },
  updateProfile: { method: 'PATCH', path: '/api/profile', body: UpdateProfileRequest, response: UpdateProfileResponse },
  analyzeChart: { method: 'POST', path: '/api/charts/analyze', body: AnalyzeRequest, response: AnalyzeResponse },
  analyzeManualChart: { method: 'POST', path: '/api/charts/analyze-manual', body: AnalyzeManualRequest, response: AnalyzeManualResponse },
  getDasha: { method: 'GET', path: '/api/charts/dasha', response: DashaResult },
  getTransits: { method: 'GET', path: '/api/charts/transits', response: TransitResult },
  searchPlaces: { method: 'GET', path: '/api/places', query: z.strictObject({ q: z.string().max(200) }), response: PlacesResponse },
} as const satisfies Record<string, HttpRoute>;

export type HttpRouteName = keyof typeof httpRoutes;
export type HttpBody<R extends HttpRouteName> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type HttpQuery<R extends HttpRouteName> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type HttpResponse<R extends HttpRouteName> = z.output<(typeof httpRoutes)[R]['response']>;
