import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ThemeChoiceValue = 'light' | 'dark' | 'system';
type ColorMode = 'light' | 'dark';

/** Where the choice is kept: public/theme-init.js reads the same key before the first paint. */
const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ThemeChoiceValue {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

const systemIsDark = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** The mode as a class and `color-scheme` on <html>, with transitions held for that frame (no fade of every colour). */
function applyMode(mode: ColorMode) {
  const html = document.documentElement;
  if (html.classList.contains(mode) && html.style.colorScheme === mode) return;
  const hold = document.createElement('style');
  hold.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(hold);
  html.classList.remove(mode === 'dark' ? 'light' : 'dark');
  html.classList.add(mode);
  html.style.colorScheme = mode;
  // A style read makes the browser apply the colours before transitions come back.
  void window.getComputedStyle(document.body).transition;
  setTimeout(() => hold.remove(), 1);
}

interface ColorModeValue {
  choice: ThemeChoiceValue;
  colorMode: ColorMode;
  setChoice: (value: ThemeChoiceValue) => void;
}
const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Light / dark / system, saved in localStorage ('theme') and applied as a class on <html> (what
 * next-themes did here, in a few lines: public/theme-init.js sets the class before the first paint,
 * this keeps it in step with the choice, the system's setting and other tabs).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState(storedChoice);
  const [systemDark, setSystemDark] = useState(systemIsDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const change = () => setSystemDark(query.matches);
    query.addEventListener('change', change);
    // Another tab chose: follow it.
    const storage = (event: StorageEvent) => event.key === STORAGE_KEY && setChoiceState(storedChoice());
    window.addEventListener('storage', storage);
    return () => {
      query.removeEventListener('change', change);
      window.removeEventListener('storage', storage);
    };
  }, []);
  const colorMode: ColorMode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  useEffect(() => applyMode(colorMode), [colorMode]);
  const value = useMemo<ColorModeValue>(
    () => ({
      choice,
      colorMode,
      setChoice: (next) => {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // No storage (private mode): the choice holds for this visit.
        }
        setChoiceState(next);
      },
    }),
    [choice, colorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
