import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../testing/fill-in';
import type { CalendarConnection } from '@flow/contracts';
import { changeLanguage } from '../../i18n';
import { mockFetch, renderApp } from '../../testing/render';
import { DateTime } from 'luxon';
import { CalendarConnectCard, retryingText } from './calendar-connect-card';

const toast = (text: string) => screen.findByText(text);
const google = (changes: Partial<CalendarConnection> = {}): CalendarConnection => ({
  id: '11111111-1111-4111-8111-111111111111',
  provider: 'google',
  accountEmail: 'ada@gmail.com',
  serverUrl: null,
  status: 'connected',
  calendars: [{ id: 'primary', name: 'Ada', selected: true, writable: true, primary: true, color: null, timeZone: 'UTC' }],
  writeCalendarId: 'primary',
  connectedAt: '2026-03-01T10:00:00.000Z',
  lastSyncedAt: null,
  lastError: null,
  retrying: false,
  mirrorPlanToCalendar: false,
  peakProtection: {
    enabled: false,
    autoDeclineMode: 'declineOnlyNewConflictingInvitations',
    declineMessage: 'In focus hours.',
    calendarId: 'primary',
    upcomingBlocks: 0,
    plannedAt: null,
    lastError: null,
  },
  ...changes,
});
const status = (connections: CalendarConnection[]) => ({
  connected: connections.length > 0,
  needsAuth: connections.some((c) => c.status === 'needs_auth'),
  email: connections[0]?.accountEmail ?? null,
  connections,
});
const noFeed = { 'GET /api/calendar/feed': () => [200, { feed: null }] as [number, unknown] };

describe('CalendarConnectCard', () => {
  it('speaks Hindi: the card, Protect my peak with its status, the plan’s blocks, and the sync line', async () => {
    const connected = google({
      lastSyncedAt: DateTime.now().minus({ minutes: 5 }).toISO(),
      peakProtection: { ...google().peakProtection, enabled: true, upcomingBlocks: 3, plannedAt: DateTime.now().minus({ hours: 1 }).toISO() },
    });
    mockFetch({ ...noFeed, 'GET /api/calendar/connection': () => [200, status([connected])] });
    await act(() => changeLanguage('hi'));
    try {
      renderApp(<CalendarConnectCard />, { signedIn: true });
      expect(await screen.findByRole('list', { name: 'जुड़े हुए कैलेंडर' })).toBeInTheDocument();
      expect(screen.getByText('कैलेंडर')).toBeInTheDocument();
      expect(screen.getByText('जुड़ा हुआ')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Google कैलेंडर हटाएँ' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'मेरे शिखर समय को बचाएँ' })).toBeChecked();
      expect(screen.getByTestId('peak-protection-status').textContent).toMatch(/^3 फ़ोकस खंड बुक · योजना .*[\u0900-\u097F].* बनी$/);
      expect(screen.getByRole('combobox', { name: 'टकराने वाले न्योते' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'नए न्योते अस्वीकार करें' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'योजना में रखे काम और आदतें ब्लॉक करें' })).not.toBeChecked();
      expect(screen.getByText(/1 कैलेंडर पढ़ा जाता है · .*[\u0900-\u097F].* सिंक हुआ/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'CalDAV जोड़ें' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'फ़ीड लिंक बनाएँ' })).toBeInTheDocument();
      expect(retryingText(null)).toBe('अभी तक सिंक नहीं हुआ — फिर से कोशिश हो रही है');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it("says 'Connection Error' when the consent page cannot be started", async () => {
    const { calls } = mockFetch({
      ...noFeed,
      'GET /api/calendar/connection': () => [200, status([])],
      'POST /api/calendar/auth-url': () => [503, { error: { code: 'UNAVAILABLE', message: 'Google Calendar is not configured on this server.' } }],
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await toast('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initiate calendar connection')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ redirectUri: `${window.location.origin}/auth/google/callback` });
  });

  it("disconnects Outlook, then asks for Outlook's consent page beside Google's", async () => {
    let connections = [google({ id: '33333333-3333-4333-8333-333333333333', provider: 'outlook', accountEmail: 'ada@contoso.com' })];
    const { calls } = mockFetch({
      ...noFeed,
      'GET /api/calendar/connection': () => [200, status(connections)],
      'POST /api/calendar/auth-url': () => [501, { error: { code: 'OUTLOOK_NOT_CONFIGURED', message: 'Outlook is not configured on this server.' } }],
      'DELETE /api/calendar/connection': () => {
        connections = [];
        return [200, status(connections)];
      },
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Connected calendars' });
    expect(within(list).getByText('Outlook')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Outlook' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Outlook' }));
    expect(await toast('Your Outlook calendar has been disconnected')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/calendar/connection?provider=outlook');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Outlook' }));
    expect(await toast('Connection Error')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ provider: 'outlook', redirectUri: `${window.location.origin}/auth/microsoft/callback` });
  });

  it('opens once, with the connection and the feed link both read (a card that grows twice moves the buttons below it)', async () => {
    let answerFeed: (answer: [number, unknown]) => void = () => undefined;
    const { calls } = mockFetch({
      'GET /api/calendar/connection': () => [200, status([])],
      'GET /api/calendar/feed': () => new Promise((resolve) => (answerFeed = resolve)),
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    // Both are asked for at once, not the feed after the connection.
    await waitFor(() => expect(calls.map((c) => c.url).sort()).toEqual(['/api/calendar/connection', '/api/calendar/feed']));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your calendar connection...');
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
    act(() => answerFeed([200, { feed: null }]));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create feed link' })).toBeEnabled();
    expect(screen.queryByText('Checking your calendar connection...')).toBeNull();
  });

  it("lists connected accounts and disconnects Google with the spec's toast", async () => {
    let connections = [
      google(),
      google({ id: '22222222-2222-4222-8222-222222222222', provider: 'caldav', accountEmail: 'ada', serverUrl: 'https://dav.example.com' }),
    ];
    const { calls } = mockFetch({
      ...noFeed,
      'GET /api/calendar/connection': () => [200, status(connections)],
      'DELETE /api/calendar/connection': () => {
        connections = connections.filter((c) => c.provider !== 'google');
        return [200, status(connections)];
      },
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Connected calendars' });
    expect(within(list).getAllByTestId('calendar-connection')).toHaveLength(2);
    expect(within(list).getByText('ada@gmail.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect CalDAV' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Google Calendar' }));
    expect(await toast('Your Google Calendar has been disconnected')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/calendar/connection?provider=google');
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
  });

  it("tells the person to reconnect when the server says the grant is gone ('Calendar Disconnected')", async () => {
    mockFetch({ ...noFeed, 'GET /api/calendar/connection': () => [200, status([google({ status: 'needs_auth' })])] });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    expect(await toast('Calendar Disconnected')).toBeInTheDocument();
    expect(screen.getByText('Please reconnect your Google Calendar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect Google Calendar' })).toBeInTheDocument();
  });

  it('connects CalDAV with the three fields, and shows the server refusal', async () => {
    let answer: [number, unknown] = [422, { error: { code: 'VALIDATION_FAILED', message: 'The CalDAV server refused this username or app password.' } }];
    const { calls } = mockFetch({ ...noFeed, 'GET /api/calendar/connection': () => [200, status([])], 'POST /api/calendar/caldav': () => answer });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    const connect = await screen.findByRole('button', { name: 'Connect CalDAV' });
    expect(connect).toBeDisabled();
    await fillIn(screen.getByLabelText('Server URL'), 'https://dav.example.com');
    await fillIn(screen.getByLabelText('Username'), ' ada ');
    await fillIn(screen.getByLabelText('App password'), 'secret');
    await userEvent.click(connect);
    expect(await toast('The CalDAV server refused this username or app password.')).toBeInTheDocument();
    answer = [200, status([google({ provider: 'caldav', accountEmail: 'ada', serverUrl: 'https://dav.example.com' })])];
    await userEvent.click(connect);
    expect(await toast('Your CalDAV calendar is connected')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { serverUrl: 'https://dav.example.com', username: 'ada', password: 'secret' },
      { serverUrl: 'https://dav.example.com', username: 'ada', password: 'secret' },
    ]);
  });

  it('creates and changes the private feed link', async () => {
    let n = 0;
    mockFetch({
      'GET /api/calendar/connection': () => [200, status([])],
      'GET /api/calendar/feed': () => [200, { feed: null }],
      'POST /api/calendar/feed': () => {
        n++;
        return [
          200,
          {
            url: `http://localhost/api/calendar/feed/s${n}.ics`,
            webcalUrl: `webcal://localhost/api/calendar/feed/s${n}.ics`,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ];
      },
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Create feed link' }));
    expect(await screen.findByLabelText('Calendar feed link')).toHaveValue('http://localhost/api/calendar/feed/s1.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Change link' }));
    await waitFor(() => expect(screen.getByLabelText('Calendar feed link')).toHaveValue('http://localhost/api/calendar/feed/s2.ics'));
    expect(await toast('The old link no longer works.')).toBeInTheDocument();
  });

  it('shows a failing sync on the card: "Last synced 5 min ago — retrying"', async () => {
    const fiveMinutesAgo = DateTime.now().minus({ minutes: 5, seconds: 10 }).toISO()!;
    mockFetch({
      ...noFeed,
      'GET /api/calendar/connection': () => [
        200,
        status([google({ lastSyncedAt: fiveMinutesAgo, lastError: 'Google Calendar is busy (429: Rate Limit Exceeded)', retrying: true })]),
      ],
    });
    renderApp(<CalendarConnectCard />, { signedIn: true });
    const line = await screen.findByTestId('calendar-retrying');
    expect(line).toHaveTextContent('Last synced 5 min ago — retrying');
    expect(line).toHaveAttribute('title', 'Google Calendar is busy (429: Rate Limit Exceeded)');
  });

  it('words the retrying line for hours, days and a first sync', () => {
    const now = DateTime.fromISO('2026-03-02T12:00:00Z');
    expect(retryingText('2026-03-02T11:59:40Z', now)).toBe('Last synced just now — retrying');
    expect(retryingText('2026-03-02T09:30:00Z', now)).toBe('Last synced 2 h ago — retrying');
    expect(retryingText('2026-02-28T12:00:00Z', now)).toBe('Last synced 2 d ago — retrying');
    expect(retryingText(null, now)).toBe('Not synced yet — retrying');
  });

  describe('Protect my peak', () => {
    const peakSwitch = () => screen.findByRole('checkbox', { name: 'Protect my peak' });
    /** A server that keeps the setting and answers what the route answers. */
    function peakServer(connection: CalendarConnection, answer?: () => [number, unknown]) {
      let current = connection;
      return mockFetch({
        ...noFeed,
        'GET /api/calendar/connection': () => [200, status([current])],
        'PUT /api/calendar/peak-protection': (body) => {
          if (answer) return answer();
          const { provider: _provider, ...change } = body as Record<string, unknown>;
          current = { ...current, peakProtection: { ...current.peakProtection, ...change, plannedAt: '2026-03-01T10:00:00.000Z', upcomingBlocks: 10 } };
          return [200, status([current])];
        },
      });
    }
    const puts = (calls: { method: string; body?: unknown }[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

    it('turns on with the switch, then changes the auto-decline mode and the message', async () => {
      const { calls } = peakServer(google());
      renderApp(<CalendarConnectCard />, { signedIn: true });
      const toggle = await peakSwitch();
      expect(toggle).not.toBeChecked();
      expect(screen.queryByRole('combobox', { name: 'Conflicting invitations' })).toBeNull();
      await userEvent.click(toggle);
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Protect my peak' })).toBeChecked());
      expect(await screen.findByTestId('peak-protection-status')).toHaveTextContent('10 focus blocks booked');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Conflicting invitations' }), 'declineAllConflictingInvitations');
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Conflicting invitations' })).toHaveValue('declineAllConflictingInvitations'));
      const message = screen.getByLabelText('Decline message');
      await userEvent.clear(message);
      // Enter saves it: the field is a form of its own.
      await fillIn(message, 'Deep work until noon{Enter}');
      await waitFor(() =>
        expect(puts(calls)).toEqual([
          { provider: 'google', enabled: true },
          { provider: 'google', enabled: true, autoDeclineMode: 'declineAllConflictingInvitations' },
          { provider: 'google', enabled: true, declineMessage: 'Deep work until noon' },
        ]),
      );
    });

    it('works from the keyboard, and a CalDAV calendar has no auto-decline to choose', async () => {
      const { calls } = peakServer(google({ provider: 'caldav', accountEmail: 'ada', serverUrl: 'https://dav.example.com' }));
      renderApp(<CalendarConnectCard />, { signedIn: true });
      const toggle = await peakSwitch();
      toggle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Protect my peak' })).toBeChecked());
      expect(puts(calls)).toEqual([{ provider: 'caldav', enabled: true }]);
      expect(screen.queryByRole('combobox', { name: 'Conflicting invitations' })).toBeNull();
      expect(screen.getByText(/busy events marked FLOW/)).toBeInTheDocument();
    });

    it("shows the server's refusal and stays off", async () => {
      peakServer(google(), () => [409, { error: { code: 'CONFLICT', message: 'Reconnect this calendar before protecting your peak.' } }]);
      renderApp(<CalendarConnectCard />, { signedIn: true });
      await userEvent.click(await peakSwitch());
      expect(await toast('Reconnect this calendar before protecting your peak.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Protect my peak' })).not.toBeChecked());
    });

    it('says why planning failed, and offers no switch on a calendar that needs reconnecting', async () => {
      mockFetch({
        ...noFeed,
        'GET /api/calendar/connection': () => [
          200,
          status([
            google({ peakProtection: { ...google().peakProtection, enabled: true, lastError: 'Your rhythm could not be read; FLOW tries again soon.' } }),
            google({ id: '22222222-2222-4222-8222-222222222222', provider: 'caldav', status: 'needs_auth' }),
          ]),
        ],
      });
      renderApp(<CalendarConnectCard />, { signedIn: true });
      expect(await screen.findByTestId('peak-protection-status')).toHaveTextContent('Your rhythm could not be read; FLOW tries again soon.');
      expect(screen.getAllByRole('checkbox', { name: 'Protect my peak' })).toHaveLength(1);
    });
  });

  describe('Block planned tasks and habits', () => {
    const mirrorSwitch = () => screen.findByRole('checkbox', { name: 'Block planned tasks and habits' });

    it('turns on with the switch and sends the setting for this calendar', async () => {
      let current = google();
      const { calls } = mockFetch({
        ...noFeed,
        'GET /api/calendar/connection': () => [200, status([current])],
        'PUT /api/calendar/plan-mirror': (body) => {
          const { mirrorPlanToCalendar } = body as { mirrorPlanToCalendar: boolean };
          current = { ...current, mirrorPlanToCalendar };
          return [200, { provider: 'google', mirrorPlanToCalendar }];
        },
      });
      renderApp(<CalendarConnectCard />, { signedIn: true });
      const toggle = await mirrorSwitch();
      expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Block planned tasks and habits' })).toBeChecked());
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ provider: 'google', mirrorPlanToCalendar: true }]);
    });

    it("shows the server's refusal and stays off", async () => {
      mockFetch({
        ...noFeed,
        'GET /api/calendar/connection': () => [200, status([google()])],
        'PUT /api/calendar/plan-mirror': () => [404, { error: { code: 'NOT_FOUND', message: 'No Google calendar is connected.' } }],
      });
      renderApp(<CalendarConnectCard />, { signedIn: true });
      await userEvent.click(await mirrorSwitch());
      expect(await toast('No Google calendar is connected.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Block planned tasks and habits' })).not.toBeChecked());
    });
  });
});
