import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { setClockPreference, useClockPreference, type ClockPreference } from '../../../lib/clock-preference';
import { formatMinutes } from '../../../lib/local-day';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { useTranslation } from 'react-i18next';
import { SETTINGS } from '../utils/settings-texts';

const CHOICES: ClockPreference[] = ['auto', '12h', '24h'];

/**
 * Settings → Preferences: the clock times are written on (the browser's locale decides by default).
 * The choice is kept on the profile too, so the sentences the server writes (the day's texts) use it.
 */
export function ClockChoice() {
  const choice = useClockPreference();
  const labelId = useId();
  const { t } = useTranslation(SETTINGS);
  const updateProfile = useUpdateProfile();
  const choose = (value: ClockPreference) => {
    setClockPreference(value);
    updateProfile.mutate({ clock_format: value === 'auto' ? null : value });
  };
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" mb="2">
        {t('clock.label')}
      </Text>
      <SegmentGroup.Root aria-labelledby={labelId} value={choice} onValueChange={(e) => e.value && choose(e.value as ClockPreference)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={CHOICES.map((value) => ({ value, label: t(`clock.${value}`) }))} />
      </SegmentGroup.Root>
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="clock-example">
        {t('clock.example', { time: formatMinutes(14 * 60 + 30) })}
      </Text>
    </Box>
  );
}
