/** Every route of the app (spec section 2), in one place: links and redirects use these. */
export const paths = {
  today: '/',
  flow: '/flow',
  install: '/install',
  planning: '/planning',
  coflow: '/coflow',
  settings: '/settings',
  auth: '/auth',
  onboarding: '/onboarding',
  energyProfile: '/energy-profile',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  googleCallback: '/auth/google/callback',
  microsoftCallback: '/auth/microsoft/callback',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  schedule: '/schedule',
  scheduleWith: '/schedule/:userId',
  coFlow: '/co-flow',
  quickAdd: '/quick-add',
  insights: '/insights',
  tasks: '/tasks',
} as const;

export const scheduleWithPath = (userId: string) => `/schedule/${encodeURIComponent(userId)}`;
