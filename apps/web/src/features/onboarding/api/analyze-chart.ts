import { useMutation } from '@tanstack/react-query';
import type { AnalyzeRequest, AnalyzeResponse } from '@flow/contracts';
import { apiCall } from '../../../lib/api-client';

/** analyze-vedic-chart: the blueprint for a birth, without saving or completing onboarding. */
export const analyzeChart = (body: AnalyzeRequest): Promise<AnalyzeResponse> => apiCall('analyzeChart', { body });

export function useAnalyzeChart() {
  return useMutation({ mutationFn: analyzeChart });
}
