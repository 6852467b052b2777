import type { Language, Profile } from '@flow/contracts';
import { useUpdateProfile } from './update-profile';

/**
 * The person's language on the profile (`language`, "en" | "hi": issue 41's contract). Optional here
 * until the profile contract carries it everywhere: a profile without it reads as "not chosen yet".
 */
export type ProfileWithLanguage = Profile & { language?: Language | null };

export const profileLanguage = (profile: Profile | null | undefined): Language | null => {
  const language = (profile as ProfileWithLanguage | null | undefined)?.language;
  return language === 'en' || language === 'hi' ? language : null;
};

/** Saves the language on the profile (the server writes mails, pushes and the day's texts in it). */
export function useSaveLanguage() {
  const update = useUpdateProfile();
  return {
    ...update,
    save: (language: Language, options?: Parameters<typeof update.mutate>[1]) => update.mutate({ language } as Parameters<typeof update.mutate>[0], options),
  };
}
