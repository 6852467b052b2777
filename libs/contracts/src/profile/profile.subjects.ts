import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { Uuid } from '../common/primitives';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import {
  AnalyzeManualRequest,
  AnalyzeManualResponse,
  AnalyzeRequest,
  AnalyzeResponse,
  DashaReport,
  PlacesResponse,
  CreateTravelStayRequest,
  Profile,
  ProfileUpdatedEvent,
  TravelStay,
  TravelStaysResponse,
  TransitReport,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from './profile.contract';

const Caller = z.object({ userId: Uuid });
/** The browser's IANA zone (X-Time-Zone), used only when neither the profile nor the birth place gives one. */
const BrowserTimeZone = z.string().max(64).optional();

export const profileRpc = {
  'flow.profile.get': { request: Caller, response: Profile },
  /** For the gateway only: the person's language (texts of their days, API error messages); English without a profile. */
  /** `pending`: no profile yet (the sign-up event is on its way); `language` is then English, not the person's choice. */
  'flow.profile.language': { request: Caller, response: z.object({ language: LanguageSchema, pending: z.boolean().optional() }) },
  'flow.profile.update': { request: Caller.extend({ changes: UpdateProfileRequest, browserTimeZone: BrowserTimeZone }), response: UpdateProfileResponse },
  /** For other services only (no HTTP route): profiles by id; co-flow asks only for connected users. */
  'flow.profile.byIds': { request: z.object({ ids: z.array(Uuid).max(500) }), response: z.array(Profile) },
  'flow.profile.analyze': { request: Caller.extend({ input: AnalyzeRequest, browserTimeZone: BrowserTimeZone }), response: AnalyzeResponse },
  'flow.profile.analyze-manual': { request: Caller.extend({ input: AnalyzeManualRequest }), response: AnalyzeManualResponse },
  'flow.profile.dasha': { request: Caller, response: DashaReport },
  'flow.profile.transits': { request: Caller, response: TransitReport },
  'flow.profile.travel.list': { request: Caller, response: TravelStaysResponse },
  'flow.profile.travel.create': { request: Caller.extend({ stay: CreateTravelStayRequest }), response: TravelStay },
  'flow.profile.travel.replace': { request: Caller.extend({ stay: CreateTravelStayRequest }), response: TravelStaysResponse },
  'flow.profile.travel.delete': { request: Caller.extend({ id: Uuid }), response: z.object({ ok: z.literal(true) }) },
  'flow.profile.places': { request: z.object({ q: z.string().max(200) }), response: PlacesResponse },
  'flow.profile.account.export': { request: AccountExportRequest, response: AccountDataPart },
} as const;

export const profileEvents = {
  'flow.evt.profile.profile-updated': ProfileUpdatedEvent,
} as const;
