// What differs between the providers in the calendar-sync benchmark: how a person is seeded at the
// provider's stand-in (an account and a refresh token, as if they had consented), how FLOW's row for the
// connection looks, how the person changes their calendar at the provider, and which calls count.
'use strict';

const GOOGLE_SCOPE = 'openid email https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events';
const MICROSOFT_SCOPE = 'openid email profile offline_access User.Read Calendars.ReadWrite';

/** The Google stand-in (events.watch channels when pushed). */
function googleProvider(standin) {
  return {
    name: 'google',
    callsName: 'Google API calls',
    env: standin.calendarEnv,
    async seed(email) {
      await standin.control('POST', '/accounts', { email });
      const { refresh_token: refreshToken, sub } = await standin.control('POST', `/accounts/${encodeURIComponent(email)}/grant`, {});
      return { refreshToken, subject: sub, scope: GOOGLE_SCOPE };
    },
    change(email, summary, start, end) {
      return standin.control('POST', `/accounts/${encodeURIComponent(email)}/calendars/primary/events`, {
        summary,
        start: { dateTime: start.toISOString() },
        end: { dateTime: end.toISOString() },
      });
    },
    /** Calendar API requests and token refreshes so far, over every account. */
    async counts() {
      const stats = await standin.control('GET', '/stats');
      return { apiCalls: stats.apiRequests ?? 0, tokenCalls: stats.refreshGrants ?? 0 };
    },
    pushTable: 'google_channels',
  };
}

/** The Microsoft identity platform + Graph stand-in (change-notification subscriptions when pushed). */
function outlookProvider(standin) {
  return {
    name: 'outlook',
    callsName: 'Graph calls',
    env: standin.calendarEnv,
    async seed(email) {
      await standin.control('POST', '/accounts', { email });
      const { refresh_token: refreshToken, id } = await standin.control('POST', `/accounts/${encodeURIComponent(email)}/grant`, {});
      return { refreshToken, subject: id, scope: MICROSOFT_SCOPE };
    },
    change(email, subject, start, end) {
      return standin.control('POST', `/accounts/${encodeURIComponent(email)}/events`, {
        events: [{ subject, start: { dateTime: start.toISOString(), timeZone: 'UTC' }, end: { dateTime: end.toISOString(), timeZone: 'UTC' } }],
      });
    },
    async counts() {
      const stats = await standin.control('GET', '/stats');
      return { apiCalls: stats.apiRequests ?? 0, tokenCalls: stats.refreshGrants ?? 0 };
    },
    pushTable: 'outlook_subscriptions',
  };
}

module.exports = { googleProvider, outlookProvider };
