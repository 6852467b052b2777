import { LegalPage, legalSection as section, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  section('privacy.keep', 6, 'items'),
  section('privacy.birth', 3),
  section('privacy.calendar', 3),
  section('privacy.cookies', 2),
  section('privacy.sharing', 1),
  section('privacy.deleting', 2),
  section('privacy.security', 1),
  section('privacy.children', 1),
  section('privacy.changes', 1),
];

export function PrivacyPolicyPage() {
  return <LegalPage title="privacy.title" updated="2026-11-23" intro="privacy.intro" sections={SECTIONS} />;
}
