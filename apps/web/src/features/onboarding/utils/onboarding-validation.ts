import { ApiError, NetworkError } from '../../../lib/api-client';
import { onboardingText } from './onboarding-texts';

export interface BirthDetails {
  fullName: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  /** Where the person spends their days ('' leaves it unset). */
  currentLocation: string;
}

export const AI_CREDITS_DEPLETED = 'AI credits depleted. Please try again later.';

/** The local calendar date as YYYY-MM-DD (what a date input holds). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec 5 (Onboarding): name required; birth date and place required; date not in the future; time optional. */
export function validateBirthDetails(details: BirthDetails, today: string): string | null {
  if (!details.fullName.trim()) return onboardingText('enterName');
  if (!details.birthDate || !details.birthPlace.trim()) return onboardingText('enterBirthDateAndPlace');
  if (details.birthDate > today) return onboardingText('birthDateInFuture');
  return null;
}

/** Spec 8: 402 and 429 have their own texts, other answers carry the server's text. */
export function analysisErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 402) return onboardingText('creditsDepleted');
    if (error.status === 429) return onboardingText('rateLimited');
    if (error.status >= 500) return onboardingText('analysisFailed');
    return error.message;
  }
  if (error instanceof NetworkError) return onboardingText('analysisFailed');
  return onboardingText('analysisFailed');
}
