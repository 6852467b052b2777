import { LegalPage, legalSection as section, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  section('terms.using', 2),
  section('terms.not', 1),
  section('terms.content', 2),
  section('terms.fair', 3, 'items'),
  section('terms.calendars', 1),
  section('terms.availability', 1),
  section('terms.ending', 1),
  section('terms.liability', 1),
  section('terms.changes', 1),
];

export function TermsOfServicePage() {
  return <LegalPage title="terms.title" updated="2026-11-23" intro="terms.intro" sections={SECTIONS} />;
}
