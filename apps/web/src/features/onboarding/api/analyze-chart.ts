import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeRequest, AnalyzeResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';
import { profileKeys } from '../../profile/api/profile-keys';

/** analyze-vedic-chart: the blueprint for a birth (kept on the profile) without completing onboarding. */
export const analyzeChart = (body: AnalyzeRequest): Promise<AnalyzeResponse> => apiCall('analyzeChart', { body });

export function useAnalyzeChart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analyzeChart, onSuccess: (result) => queryClient.setQueryData(profileKeys.me(), result.profile) });
}
