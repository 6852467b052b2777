import { CalendarMessages } from '@flow/contracts';
import type { GoogleApi } from '../providers/google/google-api';
import type { OAuthConnector } from './oauth-connect.service';

/** Google Calendar: the account is the OpenID user info (its `sub` stays when the address changes). */
export function googleConnector(google: GoogleApi): OAuthConnector {
  return {
    provider: 'google',
    codePrefix: 'GOOGLE',
    notConfiguredMessage: CalendarMessages.googleNotConfigured,
    scopeMissingMessage: 'FLOW needs access to your calendar. Please connect again and allow calendar access.',
    // Google sends a refresh token only at first consent; a reconnect of the same account keeps the stored one.
    requiresRefreshToken: false,
    api: google,
    account: async (accessToken) => {
      const info = await google.userInfo(accessToken);
      return { subject: info.sub, email: info.email.toLowerCase() };
    },
  };
}
