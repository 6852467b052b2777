import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

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
  return {
    choice: (theme ?? 'system') as ThemeChoiceValue,
    colorMode: (resolvedTheme ?? 'light') as 'light' | 'dark',
    setChoice: (value: ThemeChoiceValue) => setTheme(value),
  };
}
