import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { setClockPreference, useClockPreference, type ClockPreference } from '../../../lib/clock-preference';
import { formatMinutes } from '../../../lib/local-day';
import { SegmentGroup } from '../../../components/ui/segment-group';
import { useUpdateProfile } from '../../profile/api/update-profile';

const CHOICES: { value: ClockPreference; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: '12h', label: '12-hour' },
  { value: '24h', label: '24-hour' },
];

/**
 * Settings → Preferences: the clock times are written on (the browser's locale decides by default).
 * The choice is kept on the profile too, so the sentences the server writes (the day's texts) use it.
 */
export function ClockChoice() {
  const choice = useClockPreference();
  const labelId = useId();
  const updateProfile = useUpdateProfile();
  const choose = (value: ClockPreference) => {
    setClockPreference(value);
    updateProfile.mutate({ clock_format: value === 'auto' ? null : value });
  };
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" mb="2">
        Clock
      </Text>
      <SegmentGroup.Root aria-labelledby={labelId} value={choice} onValueChange={(e) => e.value && choose(e.value as ClockPreference)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={CHOICES} />
      </SegmentGroup.Root>
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="clock-example">
        Times read like {formatMinutes(14 * 60 + 30)}.
      </Text>
    </Box>
  );
}
