import { Box, Text } from '@chakra-ui/react';
import type { Language } from '@flow/contracts';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { toast } from '../../../components/ui/toaster';
import { changeLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { uiLanguage } from '../../../lib/app-language';
import { useSaveLanguage } from '../../profile/api/profile-language';
import { SETTINGS } from '../utils/settings-texts';

/** Each language by its own name, in its own script: a person finds theirs whatever the screen speaks. */
const CHOICES: { value: Language; label: ReactElement }[] = [
  {
    value: 'en',
    label: (
      <span lang="en" translate="no">
        English
      </span>
    ),
  },
  {
    value: 'hi',
    label: (
      <span lang="hi" translate="no">
        हिन्दी
      </span>
    ),
  },
];

/**
 * Settings → Preferences: the person's language. The screen switches at once (only the words change:
 * no data is fetched again but the day's texts, which the server writes in it); the profile keeps it.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation(SETTINGS);
  const labelId = useId();
  const saveLanguage = useSaveLanguage();
  const current = i18n.language === 'hi' ? 'hi' : uiLanguage() === 'hi' ? 'hi' : 'en';
  const choose = (language: Language) => {
    void changeLanguage(language);
    saveLanguage.save(language, { onError: (error: unknown) => toast.error(errorMessage(error)) });
  };
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" mb="2">
        {t('language.label')}
      </Text>
      <SegmentGroup.Root aria-labelledby={labelId} value={current} onValueChange={(e) => e.value && e.value !== current && choose(e.value as Language)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={CHOICES} />
      </SegmentGroup.Root>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {t('language.hint')}
      </Text>
    </Box>
  );
}
