/**
 * The document's title per route (the browser tab, the history, a screen reader's first words), each by its
 * English: the router names its routes in English as before (in every first load), and only the other
 * languages' catalogs are looked up (../../route-titles.ts).
 */
export const routes = {
  'Sign in': 'Sign in',
  'Reset password': 'Reset password',
  'Confirm your e-mail': 'Confirm your e-mail',
  'Privacy Policy': 'Privacy Policy',
  'Terms of Service': 'Terms of Service',
  Install: 'Install',
  Welcome: 'Welcome',
  Settings: 'Settings',
  'Energy Profile': 'Energy Profile',
  'Connecting your calendar': 'Connecting your calendar',
  Today: 'Today',
  'Current Flow': 'Current Flow',
  CoFlow: 'CoFlow',
  'Redirecting to Quick Add...': 'Redirecting to Quick Add...',
  Planning: 'Planning',
  Schedule: 'Schedule',
  'Schedule together': 'Schedule together',
  'Co-Flow': 'Co-Flow',
  Insights: 'Insights',
  Tasks: 'Tasks',
  'Page not found': 'Page not found',
} as const;
