import '../../../lib/zod-jitless';
import { ProfileMessages, UpdateProfileRequest, type Profile } from '@flow/contracts';
import { ApiError } from '../../../lib/api-client';
import { hhmm } from '../../../components/blueprint/blueprint-format';

export const UPDATE_FAILED = 'Failed to update profile';
export const SAVE_ERROR = 'An error occurred while saving';

export interface PersonalForm {
  fullName: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
  /** Where the person spends their days; '' clears it. */
  currentLocation: string;
}

export function formFromProfile(profile: Profile | undefined): PersonalForm {
  return {
    fullName: profile?.full_name ?? '',
    birthDate: profile?.birth_date ?? '',
    birthTime: hhmm(profile?.birth_time) ?? '',
    birthLocation: profile?.birth_location ?? '',
    currentLocation: profile?.current_location ?? '',
  };
}

/**
 * The PATCH body for the form, or the first problem. Birth time is optional (spec 5, Settings);
 * whether the chart is re-analysed is the server's call (date, time or place changed, and date
 * and place present).
 */
export function personalUpdate(form: PersonalForm, today: string): { body: UpdateProfileRequest } | { problem: string } {
  if (!form.fullName.trim()) return { problem: ProfileMessages.enterName };
  if (form.birthDate && form.birthDate > today) return { problem: ProfileMessages.birthDateInFuture };
  const candidate = {
    full_name: form.fullName.trim(),
    ...(form.birthDate ? { birth_date: form.birthDate } : {}),
    birth_time: form.birthTime || null,
    birth_location: form.birthLocation.trim(),
    current_location: form.currentLocation.trim(),
  };
  const parsed = UpdateProfileRequest.safeParse(candidate);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? UPDATE_FAILED };
  return { body: parsed.data };
}

/** Spec 8: the server's refusal of a field is shown as it is; other failures have fixed texts. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 422 ? error.message : UPDATE_FAILED;
  return SAVE_ERROR;
}
