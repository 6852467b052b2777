import { Box, SegmentGroup, Text } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { useId, type ReactNode } from 'react';

export type ThemeChoiceValue = 'light' | 'dark' | 'system';

/** Light / dark / system, saved in localStorage ('theme') and applied as a class on <html>. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    // next-themes' inline pre-paint script cannot run in a client-rendered app (and the CSP forbids
    // inline scripts): public/theme-init.js does that job, so the script is rendered inert.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange scriptProps={{ type: 'application/json' }}>
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return { choice: (theme ?? 'system') as ThemeChoiceValue, colorMode: (resolvedTheme ?? 'light') as 'light' | 'dark', setChoice: (value: ThemeChoiceValue) => setTheme(value) };
}

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
