import type { MailMessage } from '@flow/platform';
import type { UserSummary } from '@flow/contracts';

/**
 * The mail a person without an account gets: who invites them, and a sign-up link for their address.
 * The subject is FLOW's own words: a sender's name is text they chose, so it appears in the body only,
 * as plain text beside their confirmed address, never where a mail client shows it as FLOW speaking.
 */
export const INVITE_MAIL_SUBJECT = 'You are invited to Co-Flow on FLOW';

export function inviteMail(sender: UserSummary, recipientEmail: string, appOrigin: string): MailMessage {
  const name = sender.full_name?.trim() || sender.email;
  const link = `${appOrigin.replace(/\/$/, '')}/auth?tab=signup&email=${encodeURIComponent(recipientEmail)}`;
  return {
    to: recipientEmail,
    subject: INVITE_MAIL_SUBJECT,
    text:
      `Hello,\n\n${name} (${sender.email}) would like to compare energy rhythms with you on FLOW and find the times that suit you both.\n\n` +
      `Create your account with this address (${recipientEmail}) and the invitation will be waiting for you on the Co-Flow page:\n\n${link}\n\n` +
      `If you don't know ${name}, you can ignore this mail.\n`,
  };
}
