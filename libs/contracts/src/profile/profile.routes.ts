import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  CreateTravelStayRequest,
  TravelStay,
  TravelStaysResponse,
  AnalyzeManualRequest,
  AnalyzeManualResponse,
  AnalyzeRequest,
  AnalyzeResponse,
  DashaReport,
  PlacesResponse,
  Profile,
  TransitReport,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from './profile.contract';

/**
 * The gateway's profile and chart routes. The browser may send its IANA zone in an `X-Time-Zone` header
 * with PATCH /api/profile and POST /api/charts/analyze: it becomes the profile's time_zone when the
 * profile has none and the birth place gives none.
 */
export const profileRoutes = {
  getProfile: { method: 'GET', path: '/api/profile', response: Profile },
  updateProfile: { method: 'PATCH', path: '/api/profile', body: UpdateProfileRequest, response: UpdateProfileResponse },
  analyzeChart: { method: 'POST', path: '/api/charts/analyze', body: AnalyzeRequest, response: AnalyzeResponse },
  analyzeManualChart: { method: 'POST', path: '/api/charts/analyze-manual', body: AnalyzeManualRequest, response: AnalyzeManualResponse },
  getDasha: { method: 'GET', path: '/api/charts/dasha', response: DashaReport },
  getTransits: { method: 'GET', path: '/api/charts/transits', response: TransitReport },
  /** The caller's travel stays (every one, past ones too, in date order). */
  listTravelStays: { method: 'GET', path: '/api/travel-stays', response: TravelStaysResponse },
  createTravelStay: { method: 'POST', path: '/api/travel-stays', body: CreateTravelStayRequest, response: TravelStay },
  replaceTravelDays: { method: 'PUT', path: '/api/travel-stays', body: CreateTravelStayRequest, response: TravelStaysResponse },
  deleteTravelStay: { method: 'DELETE', path: '/api/travel-stays/:id', response: z.object({ ok: z.literal(true) }) },
  searchPlaces: { method: 'GET', path: '/api/places', query: z.strictObject({ q: z.string().max(200) }), response: PlacesResponse },
} as const satisfies Record<string, HttpRoute>;
