/** Insights' summary (libs/rhythm's learnedSummary, daily-flow's learning service). English: word for word as the code writes it. */
export const insightsEn = {
  'no-checkins-yet': 'No check-ins yet: your day follows your chart. Check in a few times a day and FLOW learns your rhythm.',
  'learning-off': 'Learning from check-ins is off: your day follows your chart.',
  'checkins-so-far': '{checkins} so far: your day still follows your chart until FLOW is confident.',
  'learned-from': 'Learned from {checkins} over {weeks}: {how}',
  '1-check-in': '1 check-in',
  'n-check-ins': '{n} check-ins',
  '1-week': '1 week',
  'n-weeks': '{n} weeks',
  'peak-as-chart': 'your peak starts when your chart suggests',
  'peak-later': 'your peak starts {n} min later than your chart suggests',
  'peak-earlier': 'your peak starts {n} min earlier than your chart suggests',
} as const;
