/** Planning: the current phase, the week ahead and the week's calendar. */
export const planning = {
  title: 'Your phases and calendar overview',
  currentPhase: 'Current phase: {planet} · {theme}',
  energyQuality: 'Energy quality: {bestFor}; mind {caution}.',
  readingPhase: 'Reading your current phase…',
  phaseUnavailable: 'Your current phase is not available right now.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  planet:
    '{planet, select, Sun {Sun} Moon {Moon} Mars {Mars} Mercury {Mercury} Jupiter {Jupiter} Venus {Venus} Saturn {Saturn} Rahu {Rahu} Ketu {Ketu} other {{planet}}}',
  theme:
    '{planet, select, Sun {Leadership} Moon {Intuition} Mars {Action} Mercury {Communication} Jupiter {Growth} Venus {Harmony} Saturn {Building} Rahu {Innovation} other {Reflection}}',
  'phase.title': 'Your Current Phase',
  'phase.unavailable': 'Your phases are not available right now.',
  'phase.left': '{time} left',
  'phase.sub': 'sub-period ({theme}) · {time} left',
  'phase.micro': 'micro-period ({theme}) · {time} left',
  years: '{count, plural, one {# year} other {# years}}',
  months: '{count, plural, one {# month} other {# months}}',
  lessThanMonth: 'less than a month',
  'week.title': 'Your Week Ahead',
  'week.unavailable': 'Your week ahead is not available right now.',
  'week.quiet': 'A quiet week in the sky: no notable transits.',
  'week.impact': '{impact, select, positive {Supportive} neutral {Neutral} other {Challenging}}',
  'week.transit': '{planet} in {sign}',
  'week.from': ' · from {date}',
  'grid.title': 'Week View',
  'grid.day': '{date}, in {place}',
  'grid.hours': 'Hours of the week',
  'grid.event': '{title}, {start} to {end}, {tone, select, aligned {aligned} misaligned {misaligned} other {scheduled}}',
  'grid.external': 'From your calendar: change it there.',
  // The mahadasha's words (the rhythm library's planet themes).
  'phase.focus':
    '{planet, select, Sun {Step forward: decide, present and own your direction} Moon {Listen inward and tend the people close to you} Mars {Tackle the hard thing you have been postponing} Mercury {Write, negotiate and connect ideas and people} Jupiter {Learn, teach and follow what gives your work meaning} Venus {Create, beautify and enjoy the people and work you love} Saturn {Lay foundations with patient, disciplined work} Rahu {Experiment boldly with unfamiliar ideas} other {Simplify, let go and turn toward insight}}',
  'phase.bestFor':
    '{planet, select, Sun {Decisions, presentations and visible work} Moon {Reflection, care for relationships and gentle planning} Mars {Decisive effort, exercise and difficult tasks} Mercury {Calls, writing, learning and negotiation} Jupiter {Learning, mentoring and long-range planning} Venus {Creative work, relationships and pleasure} Saturn {Structure, admin, maintenance and long projects} Rahu {Experiments, technology and breaking patterns} other {Reflection, meditation and simplifying}}',
  'phase.caution':
    '{planet, select, Sun {Pride and pushing through fatigue} Moon {Overcommitting when your mood dips} Mars {Haste, arguments and overtraining} Mercury {Scattered attention and too many open threads} Jupiter {Saying yes to everything} Venus {Comfort and indulgence when tired} Saturn {Heaviness and working without rest} Rahu {Restlessness and overreach} other {Detachment and drifting}}',
  'phase.activity1':
    '{planet, select, Sun {Share your work} Moon {Reflect and journal} Mars {Tackle a postponed task} Mercury {Write and send what matters} Jupiter {Learn something new} Venus {Make something beautiful} Saturn {Organise and maintain} Rahu {Try an experiment} other {Meditate}}',
  'phase.activity2':
    '{planet, select, Sun {Make one clear decision} Moon {Reach out to someone you care about} Mars {Train hard} Mercury {Have the important conversation} Jupiter {Mentor or ask for mentoring} Venus {Enjoy time with people you love} Saturn {Advance a long project} Rahu {Break one habit} other {Let go of one commitment}}',
} as const;
