import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  breakpoints,
  cardSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { DRAWER_ANIMATION_S } from '../config/constants';

/** Chakra's colour palettes no screen uses (each is 18 tokens and CSS variables built at start). */
const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's tokens and only the recipes of the components the first screens show: the default config
 * carries ninety recipes, and the system loads on every page before the first paint. Components
 * that only some pages, dialogs or menus use bring their recipe with them (components/ui/dialog.ts
 * and its siblings, theme/with-recipe.tsx). A component missing from both renders unstyled: add its
 * recipe here, or a sibling of components/ui/dialog.ts; a palette of UNUSED_PALETTES renders without
 * colour: take it out of the list.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      progress: progressSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The design system. Components use semantic tokens only. `dynamic.*` follow the time-of-day
 * palette (custom properties written on <html> by the palette hook), `brand.*` are the base
 * primary, accent and ring built on them, in light and dark variants; `brand` is the default
 * colour palette, so Chakra's own components (tabs, progress, focus rings) follow the time of day.
 */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg', minHeight: '100dvh' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // One iteration too: an endless animation (a spinner, the current-flow card's striped bar) at 0.01 ms
    // a turn would still draw a frame at every screen refresh, as long as it is on screen.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    // Chakra's toast colours are a shade too light for white text (WCAG AA): one shade darker, and
    // descriptions at full opacity.
    slotRecipes: {
      toast: {
        slots: ['root', 'title', 'description', 'indicator', 'closeTrigger', 'actionTrigger'],
        base: {
          root: {
            '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
            '&[data-type=success]': { bg: 'green.700', color: 'white' },
            '&[data-type=error]': { bg: 'red.700', color: 'white' },
          },
          description: { opacity: 1 },
        },
      },
    },
    tokens: {
      durations: { drawer: { value: `${DRAWER_ANIMATION_S}s` } },
    },
    keyframes: {
      'blob-drift': {
        '0%': { transform: 'translate(0, 0) scale(1)' },
        '50%': { transform: 'translate(var(--drift-x, 20px), var(--drift-y, -20px)) scale(1.1)' },
        '100%': { transform: 'translate(0, 0) scale(1)' },
      },
    },
    semanticTokens: {
      colors: {
        dynamic: {
          primary: { value: 'var(--dynamic-primary, #7e57c2)' },
          secondary: { value: 'var(--dynamic-secondary, #9575cd)' },
          tertiary: { value: 'var(--dynamic-tertiary, #5e35b1)' },
          accent: { value: 'var(--dynamic-accent, #b388ff)' },
        },
        brand: {
          solid: { value: 'var(--primary, #6a3fc2)' },
          deep: { value: 'var(--primary-deep, #45268f)' },
          contrast: { value: 'white' },
          fg: { value: { base: 'var(--primary, #6a3fc2)', _dark: 'var(--primary-soft, #c9b2ff)' } },
          muted: { value: { base: 'var(--accent, #ece4ff)', _dark: 'var(--accent-dark, #261d3d)' } },
          subtle: { value: { base: 'var(--accent, #ece4ff)', _dark: 'var(--accent-dark, #261d3d)' } },
          emphasized: { value: { base: 'var(--dynamic-secondary, #9575cd)', _dark: 'var(--primary-deep, #45268f)' } },
          focusRing: { value: { base: 'var(--ring, #6a3fc2)', _dark: 'var(--primary-soft, #c9b2ff)' } },
          border: { value: { base: 'var(--dynamic-secondary, #9575cd)', _dark: 'var(--primary-deep, #45268f)' } },
        },
        bg: {
          canvas: { value: { base: '#fcfaf8', _dark: '#121016' } },
          card: { value: { base: 'white', _dark: '#1b1822' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, theme), config);
