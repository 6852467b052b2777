import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useColorMode, type ThemeChoiceValue } from './color-mode';
import { SegmentGroup } from './segment-group';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../../features/settings/utils/settings-texts';

// Apart from color-mode.tsx, whose provider every page loads: the segment group's machine is Settings' alone.
const CHOICES: ThemeChoiceValue[] = ['light', 'dark', 'system'];

/** The theme choice of Settings → Preferences. */
export function ThemeChoice() {
  const { choice, setChoice } = useColorMode();
  const labelId = useId();
  const { t } = useTranslation(SETTINGS);
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" mb="2">
        {t('theme.label')}
      </Text>
      <SegmentGroup.Root aria-labelledby={labelId} value={choice} onValueChange={(e) => e.value && setChoice(e.value as ThemeChoiceValue)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={CHOICES.map((value) => ({ value, label: t(`theme.${value}`) }))} />
      </SegmentGroup.Root>
    </Box>
  );
}
