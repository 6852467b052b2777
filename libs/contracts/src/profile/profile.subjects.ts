import { z } from 'zod';
import { Uuid } from '../common/primitives';
import {
  AnalyzeManualRequest, AnalyzeManualResponse, AnalyzeRequest, AnalyzeResponse, DashaResult, PlacesResponse,
  Profile, ProfileUpdatedEvent, TransitResult, UpdateProfileRequest, UpdateProfileResponse,
} from './profile.contract';

const Caller = z.object({ userId: Uuid });

export const profileRpc = {
  'flow.profile.get': { request: Caller, response: Profile },
  'flow.profile.update': { request: Caller.extend({ changes: UpdateProfileRequest, browserTimeZone: z.string().optional() }), response: UpdateProfileResponse },
  /** For other services: profiles by id (co-flow asks only for connected users). */
  'flow.profile.byIds': { request: z.object({ ids: z.array(Uuid).max(500) }), response: z.array(Profile) },
  'flow.profile.analyze': { request: Caller.extend({ input: AnalyzeRequest }), response: AnalyzeResponse },
  'flow.profile.analyze-manual': { request: Caller.extend({ input: AnalyzeManualRequest }), response: AnalyzeManualResponse },
  'flow.profile.dasha': { request: Caller, response: DashaResult },
  'flow.profile.transits': { request: Caller, response: TransitResult },
  'flow.profile.places': { request: z.object({ q: z.string().max(200) }), response: PlacesResponse },
} as const;

export const profileEvents = {
  'flow.evt.profile.profile-updated': ProfileUpdatedEvent,
} as const;
