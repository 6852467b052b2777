import { CalendarMessages } from '@flow/contracts';
import type { MicrosoftApi } from '../providers/outlook/microsoft-api';
import type { OAuthConnector } from './oauth-connect.service';

/**
 * Outlook (Microsoft 365 work/school accounts and personal Outlook.com ones, through the `common`
 * authority) with offline access and Calendars.ReadWrite. The account is Graph's /me.
 */
export function outlookConnector(microsoft: MicrosoftApi): OAuthConnector {
  return {
    provider: 'outlook',
    codePrefix: 'OUTLOOK',
    notConfiguredMessage: CalendarMessages.outlookNotConfigured,
    scopeMissingMessage: CalendarMessages.outlookCalendarScopeMissing,
    // Without offline_access Microsoft sends none, and the connection would end within the hour.
    requiresRefreshToken: true,
    api: microsoft,
    account: async (accessToken) => {
      const me = await microsoft.me(accessToken);
      return { subject: me.id, email: me.email };
    },
  };
}
