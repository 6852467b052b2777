import type { MailMessage } from '@flow/platform';
import type { UserSummary } from '@flow/contracts';

/** The mail a person without an account gets: who invites them, and a sign-up link for their address. */
export function inviteMail(sender: UserSummary, recipientEmail: string, appOrigin: string): MailMessage {
  const name = sender.full_name?.trim() || sender.email;
  const link = `${appOrigin.replace(/\/$/, '')}/auth?tab=signup&email=${encodeURIComponent(recipientEmail)}`;
  return {
    to: recipientEmail,
    subject: `${name} invited you to Co-Flow on FLOW`,
    text:
      `Hello,\n\n${name} (${sender.email}) would like to compare energy rhythms with you on FLOW and find the times that suit you both.\n\n` +
      `Create your account with this address (${recipientEmail}) and the invitation will be waiting for you on the Co-Flow page:\n\n${link}\n\n` +
      `If you don't know ${name}, you can ignore this mail.\n`,
  };
}
