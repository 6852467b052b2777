import type { Language } from '@flow/contracts';
import { CATALOGS } from './catalogs';
import { createTranslator, type Translator } from './translator';

/** A mail's words; the caller adds the recipient and sends it. */
export interface MailText {
  subject: string;
  text: string;
}

const translator = (language: Language | null | undefined): Translator => createTranslator(language, CATALOGS.mails);
const hello = (t: Translator, name: string | null | undefined) => (name ? t.t('hello-name', { name }) : t.t('hello'));
/** Greeting, body, one closing newline: the shape every FLOW mail has. */
const letter = (t: Translator, name: string | null | undefined, ...paragraphs: string[]) => `${hello(t, name)}\n\n${paragraphs.join('\n\n')}\n`;

/** "Confirm your e-mail": the link and how many hours it lives. */
export function confirmEmailMail(
  language: Language | null | undefined,
  m: { fullName: string | null | undefined; email: string; hours: number; link: string },
): MailText {
  const t = translator(language);
  return { subject: t.t('confirm-subject'), text: letter(t, m.fullName, t.t('confirm-body', { email: m.email, hours: String(m.hours), link: m.link })) };
}

/** "Reset your FLOW password": the recovery link and how many minutes it lives. */
export function passwordResetMail(language: Language | null | undefined, m: { fullName: string | null | undefined; minutes: number; link: string }): MailText {
  const t = translator(language);
  return { subject: t.t('reset-subject'), text: letter(t, m.fullName, t.t('reset-body', { minutes: String(m.minutes), link: m.link })) };
}

/** What the services revoke on address-reclaimed, as the owner reads it in the mail. */
const RECLAIM_REMOVED = ['reclaim-removed-feed', 'reclaim-removed-push', 'reclaim-removed-co-flow', 'reclaim-removed-calendars'] as const;

/** The address was taken back (a recovery link, or Google vouched for it): why, and what was removed. */
export function addressReclaimedMail(
  language: Language | null | undefined,
  via: 'recovery' | 'google',
  m: { fullName: string | null | undefined; email: string },
): MailText {
  const t = translator(language);
  const removed = RECLAIM_REMOVED.map((id) => `- ${t.t(id)}`).join('\n');
  return {
    subject: t.t(`reclaim-${via}-subject`),
    text: letter(t, m.fullName, t.t(`reclaim-${via}-intro`), t.t('reclaim-body', { email: m.email }), removed, t.t('reclaim-closing')),
  };
}

/**
 * The Co-Flow invitation to an address without an account. The subject is FLOW's own words: a sender's
 * name is text they chose, so it appears in the body only, beside their confirmed address.
 */
export function coFlowInviteMail(
  language: Language | null | undefined,
  m: { senderName: string; senderEmail: string; recipientEmail: string; link: string },
): MailText {
  const t = translator(language);
  const body = t.t('invite-body', { name: m.senderName, email: m.senderEmail, recipient: m.recipientEmail, link: m.link });
  return { subject: t.t('invite-subject'), text: letter(t, null, body) };
}
