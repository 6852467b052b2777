import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeRequest, AnalyzeResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { keepSavedProfile } from '../../profile/api/get-profile';

/** analyze-vedic-chart: the blueprint for a birth (kept on the profile) without completing onboarding. */
export const analyzeChart = (body: AnalyzeRequest): Promise<AnalyzeResponse> => apiCall('analyzeChart', { body });

export function useAnalyzeChart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analyzeChart, onSuccess: (result) => keepSavedProfile(queryClient, result.profile) });
}
