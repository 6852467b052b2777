import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useColorMode, type ThemeChoiceValue } from './color-mode';
import { SegmentGroup } from './segment-group';

// Apart from color-mode.tsx, whose provider every page loads: the segment group's machine is Settings' alone.
const CHOICES: { value: ThemeChoiceValue; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** The theme choice of Settings → Preferences. */
export function ThemeChoice() {
  const { choice, setChoice } = useColorMode();
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontWeight="medium" mb="2">
        Theme
      </Text>
      <SegmentGroup.Root aria-labelledby={labelId} value={choice} onValueChange={(e) => e.value && setChoice(e.value as ThemeChoiceValue)}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={CHOICES} />
      </SegmentGroup.Root>
    </Box>
  );
}
