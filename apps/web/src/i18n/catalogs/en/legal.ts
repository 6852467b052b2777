/** The Privacy Policy and the Terms of Service (prerendered signed-out pages), section by section. */
export const legal = {
  lastUpdated: 'Last updated {date}',
  'privacy.title': 'Privacy Policy',
  'privacy.intro':
    'FLOW helps you plan your day around your natural energy. To do that it needs some personal data, including your birth details. This policy explains what we keep, why, who can see it, and how you can delete it.',
  'privacy.keep': 'What we keep',
  'privacy.keep.1':
    'Your account: e-mail address, optional full name, and a salted hash of your password (never the password itself). If you use Google sign-in, the Google account id that links it.',
  'privacy.keep.2':
    'Your profile: birth date, optional birth time and birth place, the time zone you use FLOW in, and the energy blueprint computed from them.',
  'privacy.keep.3':
    'What you plan in FLOW: events you create (title, time, location, description, attendee e-mail addresses), your alignment choices, and your daily reflections.',
  'privacy.keep.4':
    'Co-Flow: invitations you send or receive, your connections, and manual profiles you create for other people (with whatever birth details you enter for them).',
  'privacy.keep.5': 'Sign-in sessions: a record of each signed-in device so you can stay signed in and we can revoke access.',
  'privacy.keep.6': 'Operational logs kept for up to 30 days to keep the service secure and working; they do not contain your password or birth data.',
  'privacy.birth': 'How we use your birth data',
  'privacy.birth.1':
    'Your birth date, time and place are used for one thing: computing your sidereal (Vedic) chart and the energy blueprint, daily rhythm and Co-Flow comparisons built on it. The computation runs on FLOW’s own servers with an astronomical library; your birth data is not sent to any AI service, data broker or advertiser.',
  'privacy.birth.2':
    'The birth place you type is matched against an offline list of places to find its coordinates and time zone. We show you the place we used so you can check it.',
  'privacy.birth.3':
    'Co-Flow shows a connected person your energy type and peak window only after you both accepted the connection. Your birth data itself is never shown to anyone else.',
  'privacy.calendar': 'Calendar access',
  'privacy.calendar.1':
    'Connecting a calendar is optional. If you connect Google Calendar or a CalDAV calendar, FLOW reads your events for the coming 30 days to place them in your day, score how well they fit your rhythm and find good times for new plans.',
  'privacy.calendar.2':
    'FLOW only writes to your calendar when you ask it to: events you create or edit in FLOW can be copied to your calendar. It never deletes events it did not create.',
  'privacy.calendar.3':
    'Calendar access tokens and app passwords are stored encrypted. You can disconnect a calendar at any time in Settings → Integrations; we then delete the stored credentials and the events we had read from it.',
  'privacy.cookies': 'Cookies and storage',
  'privacy.cookies.1':
    'FLOW sets one cookie: an HttpOnly sign-in cookie that keeps you signed in on this device. It cannot be read by scripts and is not used for tracking. There are no advertising or analytics cookies.',
  'privacy.cookies.2':
    'Your browser also keeps your theme choice, a note that you dismissed the install banner, and an offline copy of your latest day so the app works without a connection. Signing out removes the offline copy.',
  'privacy.sharing': 'Who we share data with',
  'privacy.sharing.1':
    'We do not sell or rent your data. We share it only with the calendar provider you connect (to read and write the events described above), with the e-mail service that delivers messages such as password resets, and where the law requires it.',
  'privacy.deleting': 'Deleting your data',
  'privacy.deleting.1':
    'You can delete your account at any time. Deleting it removes your profile, birth data, blueprint, events, alignment choices, calendar connections, Co-Flow invitations, connections and manual profiles from our databases within 30 days; encrypted backups age out within a further 30 days.',
  'privacy.deleting.2':
    'You can also ask for a copy of your data, or correct it: most of it you can edit yourself in Settings, and we answer other requests within 30 days.',
  'privacy.security': 'Security',
  'privacy.security.1':
    'Traffic to FLOW is encrypted in transit. Passwords are hashed with Argon2, sign-in sessions can be revoked, and each of FLOW’s services can only reach its own data.',
  'privacy.children': 'Children',
  'privacy.children.1': 'FLOW is not meant for children under 16, and we do not knowingly keep data about them.',
  'privacy.changes': 'Changes and contact',
  'privacy.changes.1':
    'If we change this policy in a way that matters, we will tell you in the app before the change takes effect. For any privacy question or request, contact the team that runs your FLOW service through its support address.',
  'terms.title': 'Terms of Service',
  'terms.intro':
    'These terms are the agreement between you and the team running FLOW. They are written to be read: what you can expect from FLOW, and what we expect from you.',
  'terms.using': 'Using FLOW',
  'terms.using.1':
    'FLOW is a planner: it suggests how to arrange your day around focus, rest, meals and movement, based on a chart computed from your birth details, and helps you schedule events and compare rhythms with people you connect with.',
  'terms.using.2':
    'You need an account to use it. Keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what happens in your account.',
  'terms.not': 'What FLOW is not',
  'terms.not.1':
    'The energy blueprint, rhythm blocks, alignment scores and Co-Flow comparisons are guidance drawn from a traditional Vedic framework, computed the same way every time. They are not medical, psychological, legal or financial advice, and they do not predict events. Use your own judgement, and see a professional for health questions.',
  'terms.content': 'Your content',
  'terms.content.1':
    'What you put into FLOW (your profile, events, reflections and manual Co-Flow profiles) stays yours. You give us permission to store and process it only to run FLOW for you, as described in the Privacy Policy.',
  'terms.content.2': 'Only add another person’s birth details or e-mail address to a manual profile or event if you are allowed to share them.',
  'terms.fair': 'Fair use',
  'terms.fair.1': 'Do not try to reach other people’s data, probe or overload the service, or get around its limits.',
  'terms.fair.2': 'Do not use Co-Flow invitations to send unwanted messages.',
  'terms.fair.3': 'Do not copy, resell or rebrand the service.',
  'terms.calendars': 'Calendars and other services',
  'terms.calendars.1':
    'When you connect a calendar, that provider’s own terms also apply. FLOW changes your calendar only when you ask it to, but keep your own backups of anything important.',
  'terms.availability': 'Availability and changes',
  'terms.availability.1':
    'We work to keep FLOW available and your data safe, but the service is provided as it is, without a guarantee that it will always be available or free of errors. We may change or retire features; we will tell you in advance about changes that affect your data.',
  'terms.ending': 'Ending your use',
  'terms.ending.1':
    'You can stop using FLOW and delete your account at any time; your data is then deleted as the Privacy Policy describes. We may suspend an account that breaks these terms, and will tell you why unless the law stops us.',
  'terms.liability': 'Liability',
  'terms.liability.1':
    'To the extent the law allows, we are not liable for indirect losses, or for decisions you make based on FLOW’s suggestions. Nothing in these terms limits rights you have by law as a consumer.',
  'terms.changes': 'Changes to these terms',
  'terms.changes.1':
    'If we change these terms, we will show the new version in the app before it applies. If you keep using FLOW after that, the new terms apply.',
} as const;
