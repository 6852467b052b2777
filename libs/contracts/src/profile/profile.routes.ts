import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import { AnalyzeManualRequest, AnalyzeManualResponse, AnalyzeRequest, AnalyzeResponse, DashaResult, PlacesResponse, Profile, TransitResult, UpdateProfileRequest, UpdateProfileResponse } from './profile.contract';

/** The gateway's profile and chart routes. */
export const profileRoutes = {
  getProfile: { method: 'GET', path: '/api/profile', response: Profile },
  updateProfile: { method: 'PATCH', path: '/api/profile', body: UpdateProfileRequest, response: UpdateProfileResponse },
  analyzeChart: { method: 'POST', path: '/api/charts/analyze', body: AnalyzeRequest, response: AnalyzeResponse },
  analyzeManualChart: { method: 'POST', path: '/api/charts/analyze-manual', body: AnalyzeManualRequest, response: AnalyzeManualResponse },
  getDasha: { method: 'GET', path: '/api/charts/dasha', response: DashaResult },
  getTransits: { method: 'GET', path: '/api/charts/transits', response: TransitResult },
  searchPlaces: { method: 'GET', path: '/api/places', query: z.strictObject({ q: z.string().max(200) }), response: PlacesResponse },
} as const satisfies Record<string, HttpRoute>;
