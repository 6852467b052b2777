import { useEffect } from 'react';
import { profileLanguage } from '../features/profile/api/profile-language';
import { useProfile } from '../features/profile/api/get-profile';
import { PSEUDO_LANGUAGE, uiLanguage } from '../lib/app-language';
import { useAuth } from '../lib/auth/auth-provider';
import { changeLanguage } from '.';

/**
 * The language is the person's: once the profile answers, the screen speaks its `language` (chosen on
 * another device, say). The pseudo-locale, a tester's choice in this browser, is left alone.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const profile = useProfile({ enabled: Boolean(user) });
  const language = profileLanguage(profile.data);
  useEffect(() => {
    if (language && uiLanguage() !== PSEUDO_LANGUAGE && language !== uiLanguage()) void changeLanguage(language);
  }, [language]);
  return null;
}
