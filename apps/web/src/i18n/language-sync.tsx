import { useEffect } from 'react';
import { profileLanguage } from '../features/profile/api/profile-language';
import { useProfile } from '../features/profile/api/get-profile';
import { PSEUDO_LANGUAGE, uiLanguage } from '../lib/app-language';
import { useAuth } from '../lib/auth/auth-provider';
import { changeLanguage } from '.';

/**
 * When this page started. A profile older than that was restored from the copy this browser keeps
 * between visits (lib/query-persistence.ts writes it a second after a change), so it may predate a
 * language chosen just before a reload: the language kept on the device (`flow.language`, written at
 * once) stands until the server answers.
 */
const PAGE_STARTED = Date.now();

/**
 * The language is the person's: once the profile answers, the screen speaks its `language` (chosen on
 * another device, say). The pseudo-locale, a tester's choice in this browser, is left alone.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const profile = useProfile({ enabled: Boolean(user) });
  const language = profile.dataUpdatedAt >= PAGE_STARTED ? profileLanguage(profile.data) : null;
  useEffect(() => {
    if (language && uiLanguage() !== PSEUDO_LANGUAGE && language !== uiLanguage()) void changeLanguage(language);
  }, [language]);
  return null;
}
