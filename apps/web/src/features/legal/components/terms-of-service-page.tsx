import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Using FLOW',
    paragraphs: [
      'FLOW is a planner: it suggests how to arrange your day around focus, rest, meals and movement, based on a chart computed from your birth details, and helps you schedule events and compare rhythms with people you connect with.',
      'You need an account to use it. Keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what happens in your account.',
    ],
  },
  {
    heading: 'What FLOW is not',
    paragraphs: [
      'The energy blueprint, rhythm blocks, alignment scores and Co-Flow comparisons are guidance drawn from a traditional Vedic framework, computed the same way every time. They are not medical, psychological, legal or financial advice, and they do not predict events. Use your own judgement, and see a professional for health questions.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'What you put into FLOW (your profile, events, reflections and manual Co-Flow profiles) stays yours. You give us permission to store and process it only to run FLOW for you, as described in the Privacy Policy.',
      'Only add another person’s birth details or e-mail address to a manual profile or event if you are allowed to share them.',
    ],
  },
  {
    heading: 'Fair use',
    items: [
      'Do not try to reach other people’s data, probe or overload the service, or get around its limits.',
      'Do not use Co-Flow invitations to send unwanted messages.',
      'Do not copy, resell or rebrand the service.',
    ],
  },
  {
    heading: 'Calendars and other services',
    paragraphs: [
      'When you connect a calendar, that provider’s own terms also apply. FLOW changes your calendar only when you ask it to, but keep your own backups of anything important.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep FLOW available and your data safe, but the service is provided as it is, without a guarantee that it will always be available or free of errors. We may change or retire features; we will tell you in advance about changes that affect your data.',
    ],
  },
  {
    heading: 'Ending your use',
    paragraphs: [
      'You can stop using FLOW and delete your account at any time; your data is then deleted as the Privacy Policy describes. We may suspend an account that breaks these terms, and will tell you why unless the law stops us.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect losses, or for decisions you make based on FLOW’s suggestions. Nothing in these terms limits rights you have by law as a consumer.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'If we change these terms, we will show the new version in the app before it applies. If you keep using FLOW after that, the new terms apply.',
    ],
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="23 November 2026"
      intro="These terms are the agreement between you and the team running FLOW. They are written to be read: what you can expect from FLOW, and what we expect from you."
      sections={SECTIONS}
    />
  );
}
