import type { TestHttpClient } from '@flow/testing';
import { analyse, BIRTH, type Actor } from './actors';
import type { RouteRequest } from './openapi';

export interface FixtureContext {
  api: TestHttpClient;
  /** A new person, for fixtures that need a second party (an invite, a connection). */
  newActor(tag?: string): Promise<Actor>;
}

/**
 * How to make one valid request of a private route. The authorization matrix and the fuzzer walk
 * every route of the OpenAPI document and need one of these for each private route: a route without
 * one fails the matrix, so a new route cannot go untested.
 */
export interface RouteFixture {
  /** A valid request of `owner`, creating first whatever it refers to. The owner's answer must be 2xx. */
  request(owner: Actor, ctx: FixtureContext): Promise<RouteRequest> | RouteRequest;
  /** The request names something of the owner's (an id in the path or query): anyone else gets 404. */
  owned?: boolean;
  /** The request spends its owner (signs out, changes the password, deletes the account): use a fresh one. */
  fresh?: boolean;
  /** The answer shows other people by design (user search), so the "never another's data" check is skipped. */
  showsOthers?: boolean;
}

const ok = (request: RouteRequest = {}) => () => request;

/** Keyed by the route's name in `httpRoutes` (the OpenAPI operationId). */
export const routeFixtures: Record<string, RouteFixture> = {
  // identity
  getUser: { request: ok() },
  updateUser: { request: ok({ body: { password: 'another-secret-2' } }), fresh: true },
  signOut: { request: ok({ body: { scope: 'local' } }), fresh: true },

  // profile-chart
  getProfile: { request: ok() },
  updateProfile: { request: ok({ body: { full_name: 'Owner Person' } }) },
  analyzeChart: { request: ok({ body: BIRTH }) },
  analyzeManualChart: { request: ok({ body: { birthDate: '1985-11-02', birthTime: '18:45', birthLocation: 'Lisbon, Portugal' } }) },
  getDasha: { request: async (owner, ctx) => (await analyse(ctx.api, owner), {}) },
  getTransits: { request: async (owner, ctx) => (await analyse(ctx.api, owner), {}) },
  searchPlaces: { request: ok({ query: { q: 'Lisbon' } }) },

  // account (gateway, every service)
  exportAccount: { request: ok() },
  deleteAccount: { request: (owner) => ({ body: { password: owner.password } }), fresh: true },
};
