/** The energy blueprint (onboarding's step 2) and its "Why?" chart factors: loaded with the pages that show them. */
export const blueprint = {
  energyType: 'Energy Type',
  peakWindow: 'Peak Energy Window',
  constitution: 'Constitution',
  rhythm: 'Your Rhythm',
  dasha: 'Current Dasha',
  why: 'Why?',
  whyLabel: 'Why: chart factors behind {subject}',
  planet: '{planet, select, other {{planet}}}',
  dashaRest: '{level} · {remaining} left',
  dashaLevel: '{level, select, Mahadasha {mahadasha} Antardasha {antardasha} other {pratyantardasha}}',
  years: '{years} years',
  months: '{months, plural, one {# month} other {# months}}',
} as const;
