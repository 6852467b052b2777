import type { CalendarConnectionStatus } from '@flow/contracts';
import { calendarErrorIn, calendarStatusIn } from '../src';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('calendar errors in the person’s language', () => {
  it('says calendar-sync’s reasons in Hindi, the provider’s status and words kept as they came', () => {
    expect(calendarErrorIn('The calendar server could not be reached.', 'hi')).toBe('कैलेंडर सर्वर से संपर्क नहीं हो सका।');
    expect(calendarErrorIn('Google Calendar is busy (500: Backend Error)', 'hi')).toBe('Google Calendar अभी व्यस्त है (500: Backend Error)');
    expect(calendarErrorIn('The CalDAV server could not save the focus block (507 Insufficient Storage).', 'hi')).toBe(
      'CalDAV सर्वर फ़ोकस खंड सहेजने में विफल रहा (507 Insufficient Storage)।',
    );
    expect(calendarErrorIn('Outlook refused a fresh access token.', 'hi')).toBe('Outlook ने नया ऐक्सेस टोकन नहीं माना।');
    expect(calendarErrorIn('Your calendar is not synced yet; FLOW plans your peak once it is.', 'hi')).toMatch(/^आपका कैलेंडर अभी सिंक नहीं हुआ है/);
  });

  it('says a reason no catalog knows in general Hindi words; English and no error pass unchanged', () => {
    expect(calendarErrorIn('AADSTS700082: The refresh token has expired due to inactivity.', 'hi')).toBe('कैलेंडर सर्वर ने एक त्रुटि बताई।');
    expect(calendarErrorIn('The calendar server could not be reached.', 'en')).toBe('The calendar server could not be reached.');
    expect(calendarErrorIn(null, 'hi')).toBeNull();
  });

  it('changes only the connections’ and their "Protect my peak" last errors', () => {
    const peakProtection = { enabled: true, lastError: 'No calendar of this account can take focus blocks.', upcomingBlocks: 0, plannedAt: null };
    const status = {
      connected: true,
      needsAuth: false,
      email: 'a@example.com',
      connections: [{ id: 'c1', provider: 'google', lastError: 'The calendar server did not answer in time.', peakProtection }],
    } as unknown as CalendarConnectionStatus;
    const said = calendarStatusIn(status, 'hi');
    expect(said.connections[0].lastError).toMatch(DEVANAGARI);
    expect(said.connections[0].peakProtection.lastError).toBe('इस खाते का कोई भी कैलेंडर फ़ोकस खंड नहीं ले सकता।');
    expect(said.connections[0].peakProtection.enabled).toBe(true);
    expect(calendarStatusIn(status, 'en')).toBe(status);
  });
});
