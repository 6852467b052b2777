import type { MailMessage } from '@flow/platform';
import type { Language, UserSummary } from '@flow/contracts';
import { coFlowInviteMail } from '@flow/i18n';

/**
 * The mail a person without an account gets: who invites them, and a sign-up link for their address.
 * The subject is FLOW's own words: a sender's name is text they chose, so it appears in the body only,
 * as plain text beside their confirmed address, never where a mail client shows it as FLOW speaking.
 * The recipient has no language of their own yet: the mail is in the sender's, whom they know.
 */
export const INVITE_MAIL_SUBJECT = 'You are invited to Co-Flow on FLOW';

export function inviteMail(sender: UserSummary, recipientEmail: string, appOrigin: string, language: Language = 'en'): MailMessage {
  const name = sender.full_name?.trim() || sender.email;
  const link = `${appOrigin.replace(/\/$/, '')}/auth?tab=signup&email=${encodeURIComponent(recipientEmail)}`;
  const mail = coFlowInviteMail(language, { senderName: name, senderEmail: sender.email, recipientEmail, link });
  return { to: recipientEmail, subject: mail.subject, text: mail.text };
}
