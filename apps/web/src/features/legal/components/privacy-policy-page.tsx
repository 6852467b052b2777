import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we keep',
    items: [
      'Your account: e-mail address, optional full name, and a salted hash of your password (never the password itself). If you use Google sign-in, the Google account id that links it.',
      'Your profile: birth date, optional birth time and birth place, the time zone you use FLOW in, and the energy blueprint computed from them.',
      'What you plan in FLOW: events you create (title, time, location, description, attendee e-mail addresses), your alignment choices, and your daily reflections.',
      'Co-Flow: invitations you send or receive, your connections, and manual profiles you create for other people (with whatever birth details you enter for them).',
      'Sign-in sessions: a record of each signed-in device so you can stay signed in and we can revoke access.',
      'Operational logs kept for up to 30 days to keep the service secure and working; they do not contain your password or birth data.',
    ],
  },
  {
    heading: 'How we use your birth data',
    paragraphs: [
      'Your birth date, time and place are used for one thing: computing your sidereal (Vedic) chart and the energy blueprint, daily rhythm and Co-Flow comparisons built on it. The computation runs on FLOW’s own servers with an astronomical library; your birth data is not sent to any AI service, data broker or advertiser.',
      'The birth place you type is matched against an offline list of places to find its coordinates and time zone. We show you the place we used so you can check it.',
      'Co-Flow shows a connected person your energy type and peak window only after you both accepted the connection. Your birth data itself is never shown to anyone else.',
    ],
  },
  {
    heading: 'Calendar access',
    paragraphs: [
      'Connecting a calendar is optional. If you connect Google Calendar or a CalDAV calendar, FLOW reads your events for the coming 30 days to place them in your day, score how well they fit your rhythm and find good times for new plans.',
      'FLOW only writes to your calendar when you ask it to: events you create or edit in FLOW can be copied to your calendar. It never deletes events it did not create.',
      'Calendar access tokens and app passwords are stored encrypted. You can disconnect a calendar at any time in Settings → Integrations; we then delete the stored credentials and the events we had read from it.',
    ],
  },
  {
    heading: 'Cookies and storage',
    paragraphs: [
      'FLOW sets one cookie: an HttpOnly sign-in cookie that keeps you signed in on this device. It cannot be read by scripts and is not used for tracking. There are no advertising or analytics cookies.',
      'Your browser also keeps your theme choice, a note that you dismissed the install banner, and an offline copy of your latest day so the app works without a connection. Signing out removes the offline copy.',
    ],
  },
  {
    heading: 'Who we share data with',
    paragraphs: [
      'We do not sell or rent your data. We share it only with the calendar provider you connect (to read and write the events described above), with the e-mail service that delivers messages such as password resets, and where the law requires it.',
    ],
  },
  {
    heading: 'Deleting your data',
    paragraphs: [
      'You can delete your account at any time. Deleting it removes your profile, birth data, blueprint, events, alignment choices, calendar connections, Co-Flow invitations, connections and manual profiles from our databases within 30 days; encrypted backups age out within a further 30 days.',
      'You can also ask for a copy of your data, or correct it: most of it you can edit yourself in Settings, and we answer other requests within 30 days.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Traffic to FLOW is encrypted in transit. Passwords are hashed with Argon2, sign-in sessions can be revoked, and each of FLOW’s services can only reach its own data.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: ['FLOW is not meant for children under 16, and we do not knowingly keep data about them.'],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change this policy in a way that matters, we will tell you in the app before the change takes effect. For any privacy question or request, contact the team that runs your FLOW service through its support address.',
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="23 November 2026"
      intro="FLOW helps you plan your day around your natural energy. To do that it needs some personal data, including your birth details. This policy explains what we keep, why, who can see it, and how you can delete it."
      sections={SECTIONS}
    />
  );
}
