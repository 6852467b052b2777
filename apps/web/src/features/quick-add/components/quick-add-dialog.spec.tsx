import { DEFAULT_NOTIFICATION_PREFERENCES, type ParseEventResponse, type SuggestTimesResponse } from '@flow/contracts';
import { addDays } from '@flow/rhythm';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '../../../components/ui/toaster';
import { fillIn } from '../../../testing/fill-in';
import { todayIn } from '../../../lib/local-day';
import { useQuickAdd, type QuickAddRequest } from '../quick-add-launcher';
import { profile, tokyoStay } from '../../../testing/fixtures';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { mockFetch, renderApp } from '../../../testing/render';
import { suggestTimes, SuggestionTimeoutError } from '../api/suggest-times';

// Chakra renders slowly in jsdom on a busy machine: give async queries and tests room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

const TODAY = todayIn('UTC');
const TOMORROW = addDays(TODAY, 1);

function Opener({ request }: { request?: QuickAddRequest }) {
  const quickAdd = useQuickAdd();
  return <button onClick={() => quickAdd.open(request)}>open</button>;
}

const parsed = (over: Partial<ParseEventResponse['eventData']> = {}, mealType: ParseEventResponse['mealType'] = null): ParseEventResponse => ({
  eventData: { title: 'Deep work on report', date: TOMORROW, startTime: '10:00', duration: 90, meetingType: 'deep_work', recurrence: null, ...over },
  mealType,
  timezone: 'UTC',
});
const suggestions = (date: string, movedToTomorrow = false): SuggestTimesResponse => ({
  suggestions: [
    {
      date,
      time: '09:00',
      endTime: '10:30',
      startsAt: `${date}T09:00:00Z`,
      endsAt: `${date}T10:30:00Z`,
      label: 'Peak Flow',
      score: 0.9,
      title: 'Deep Focus',
      reason: 'Deep Focus: your sharpest hours',
      energy_level: 'high',
      icon: 'brain',
    },
    {
      date,
      time: '15:00',
      endTime: '16:30',
      startsAt: `${date}T15:00:00Z`,
      endsAt: `${date}T16:30:00Z`,
      label: 'In Flow',
      score: 0.6,
      title: 'Bold Push',
      reason: 'Bold Push: steady effort',
      energy_level: 'medium',
      icon: 'zap',
    },
  ],
  date,
  movedToTomorrow,
  timezone: 'UTC',
  slots: [],
  missing: [],
});

function setup(handlers: Parameters<typeof mockFetch>[0] = {}, request?: QuickAddRequest) {
  const mock = mockFetch({
    'GET /api/profile': () => [200, profile({ time_zone: 'UTC' })],
    'GET /api/events': () => [200, { events: [] }],
    'GET /api/calendar/connection': () => [200, { connected: false, needsAuth: false, email: null, connections: [] }],
    'POST /api/events/suggest-times': (body) => [200, suggestions((body as { date: string }).date)],
    // The person's lead time: the Reminder control's default.
    'GET /api/notifications/settings': () => [200, { ...DEFAULT_NOTIFICATION_PREFERENCES, leadMinutes: 15, vapidPublicKey: 'key', subscriptions: 1 }],
    ...handlers,
  });
  renderApp(<Opener request={request} />, { signedIn: true });
  return mock;
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByPlaceholderText('Describe your event in a few words');
};

describe('Quick Add dialog (spec 2, 4, 5 and 8)', () => {
  it('keeps Continue disabled for a blank title, shows Processing... while parsing, then the time step', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = setup({ 'POST /api/events/parse': async () => (await gate, [200, parsed()]) });
    const input = await open();
    expect(screen.getByText('Quick Add Event')).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await fillIn(input, '   ');
    expect(continueButton).toBeDisabled();
    await userEvent.click(input);
    await userEvent.paste('Deep work on report tomorrow at 10am');
    await userEvent.click(continueButton);
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Choose your time (90 min)')).toBeInTheDocument();
    const body = calls.find((c) => c.url === '/api/events/parse')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'Deep work on report tomorrow at 10am', conversationHistory: [], timezone: 'UTC' });
    expect(Number.isNaN(Date.parse(body.currentDate as string))).toBe(false);
    // Up to 3 optimal times, 'Peak Flow' for high energy, otherwise 'In Flow'.
    expect(await screen.findAllByTestId('optimal-time')).toHaveLength(2);
    expect(screen.getByText('Peak Flow')).toBeInTheDocument();
    expect(screen.getByText('In Flow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with 10:00 AM/ })).toBeInTheDocument();
  });

  it("shows the parse failure as 'Error' with the server's message and stays on the title step", async () => {
    setup({ 'POST /api/events/parse': () => [422, { error: { code: 'VALIDATION', message: 'Keep the description under 500 characters' } }] });
    await userEvent.click(await open());
    await userEvent.paste('Something');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Keep the description under 500 characters')).toBeInTheDocument();
    expect(screen.getByText('What would you like to do?')).toBeInTheDocument();
  });

  it("a failed save keeps the dialog open with 'Failed to create event'; a good one closes it", async () => {
    let fail = true;
    const { calls } = setup({
      'POST /api/events/parse': () => [200, parsed()],
      'POST /api/events': (body) =>
        fail
          ? [500, { error: { code: 'INTERNAL', message: 'boom' } }]
          : [
              201,
              {
                event: {
                  id: '55555555-5555-4555-8555-555555555555',
                  title: 'Deep work on report',
                  start_time: `${TOMORROW}T09:00:00.000Z`,
                  end_time: `${TOMORROW}T10:30:00.000Z`,
                  location: null,
                  meeting_type: 'deep_work',
                  description: null,
                  google_calendar_event_id: null,
                  is_aligned: null,
                  mirror_state: 'none',
                  mirror_error: null,
                  attendees: [],
                  created_at: `${TODAY}T00:00:00.000Z`,
                  updated_at: `${TODAY}T00:00:00.000Z`,
                },
                overlaps: [],
                externalCalendar: 'not_connected',
                googleEventCreated: false,
                googleEventError: null,
                echo: body,
              },
            ],
    });
    await userEvent.click(await open());
    await userEvent.paste('Deep work on report tomorrow at 10am');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click((await screen.findAllByTestId('optimal-time'))[0]!);
    expect(await screen.findByTestId('quick-add-summary')).toHaveTextContent('9:00 AM – 10:30 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Add attendee' }));
    await userEvent.click(screen.getByLabelText('Attendee 1 email'));
    await userEvent.paste('sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    // One action, one toast: the spec's 'Event Created' with what happened to the calendar copy.
    expect(await screen.findByText('Event added to FLOW')).toBeInTheDocument();
    const saved = screen.getAllByTestId('toast').filter((t) => !t.textContent?.includes('Failed to create event'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toHaveTextContent('Event Created');
    expect(screen.queryByText('Event Added!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('quick-add-summary')).not.toBeInTheDocument());
    const create = calls.filter((c) => c.method === 'POST' && c.url === '/api/events').at(-1)!.body;
    expect(create).toEqual({
      title: 'Deep work on report',
      meetingType: 'deep_work',
      startTime: `${TOMORROW}T09:00:00Z`,
      endTime: `${TOMORROW}T10:30:00Z`,
      location: null,
      attendees: [{ email: 'sam@example.com' }],
      createGoogleEvent: true,
    });
  });

  it("says how a parsed repeat repeats ('Repeats every weekday'), lets it be changed, and saves what was chosen", async () => {
    const created = (body: unknown) =>
      [
        201,
        {
          event: {
            id: '66666666-6666-4666-8666-666666666666',
            title: 'Standup',
            start_time: `${TOMORROW}T09:00:00.000Z`,
            end_time: `${TOMORROW}T09:30:00.000Z`,
            location: null,
            meeting_type: 'light_meeting',
            description: null,
            google_calendar_event_id: null,
            is_aligned: null,
            mirror_state: 'none',
            mirror_error: null,
            attendees: [],
            created_at: `${TODAY}T00:00:00.000Z`,
            updated_at: `${TODAY}T00:00:00.000Z`,
          },
          overlaps: [],
          externalCalendar: 'not_connected',
          googleEventCreated: false,
          googleEventError: null,
          echo: body,
        },
      ] as const;
    const { calls } = setup({
      'POST /api/events/parse': () => [
        200,
        parsed({ title: 'Standup', startTime: '09:00', duration: 30, meetingType: 'light_meeting', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }),
      ],
      'POST /api/events': (body) => [...created(body)],
    });
    const saveWith = async (choice: string | null) => {
      await userEvent.click(await open());
      await userEvent.paste('Standup every weekday at 9');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await userEvent.click(await screen.findByRole('button', { name: /Continue with 9:00 AM/ }));
      expect(await screen.findByTestId('quick-add-repeats')).toHaveTextContent('Repeats every weekday');
      const control = screen.getByLabelText('Repeat');
      expect(control).toHaveValue('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
      if (choice !== null) await userEvent.selectOptions(control, choice);
      await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
      await waitFor(() => expect(screen.queryByTestId('quick-add-summary')).not.toBeInTheDocument());
      return calls.filter((c) => c.method === 'POST' && c.url === '/api/events').at(-1)!.body as Record<string, unknown>;
    };
    expect(await saveWith(null)).toMatchObject({ title: 'Standup', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', timeZone: 'UTC' });
    // Changed to 'Does not repeat': a one-off, with no rule sent.
    const oneOff = await saveWith('Does not repeat');
    expect(oneOff).not.toHaveProperty('recurrence');
    expect(oneOff).toMatchObject({ title: 'Standup', startTime: `${TOMORROW}T09:00:00Z` });
  });

  it("offers a Reminder (the browser's own select) that defaults to the person's lead time, and sends only a chosen one", async () => {
    const { calls } = setup({
      'POST /api/events/parse': () => [200, parsed()],
      'POST /api/events': () => [500, { error: { code: 'INTERNAL', message: 'boom' } }],
    });
    await userEvent.click(await open());
    await userEvent.paste('Deep work on report tomorrow at 10am');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click((await screen.findAllByTestId('optimal-time'))[0]!);
    const reminder = await screen.findByRole('combobox', { name: 'Reminder' });
    // A native select: keyboard and the phone's own picker work as everywhere.
    expect(reminder.tagName).toBe('SELECT');
    expect(reminder).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Default (15 min before)' })).toBeInTheDocument();
    expect(
      within(reminder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default (15 min before)', 'None', '5 min before', '10 min before', '15 min before', '30 min before', '1 hour before', '1 day before']);
    const posted = async () => {
      // Without the last post's toast (on screen for 5 s), the one found is this post's: with two of the
      // same text, findByText saw "multiple elements" until the first went, and timed out under load.
      act(() => clearToasts());
      await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
      await screen.findByText('Failed to create event');
      return calls.filter((c) => c.method === 'POST' && c.url === '/api/events').at(-1)!.body as Record<string, unknown>;
    };
    // Left at its default: nothing sent, the server uses the lead time.
    expect(await posted()).not.toHaveProperty('reminderMinutes');
    await userEvent.selectOptions(reminder, '30 min before');
    expect(await posted()).toMatchObject({ reminderMinutes: 30 });
    await userEvent.selectOptions(reminder, 'None');
    expect(await posted()).toMatchObject({ reminderMinutes: 0 });
  });

  it("edits an event's own reminder: shows it, sends it only when changed, and back to the default as null", async () => {
    const event = {
      id: '77777777-7777-4777-8777-777777777777',
      title: 'Dentist',
      start_time: `${TOMORROW}T14:30:00Z`,
      end_time: `${TOMORROW}T15:15:00Z`,
      location: null,
      meeting_type: 'one_on_one' as const,
      description: null,
      google_calendar_event_id: null,
      is_aligned: null,
      mirror_state: 'none' as const,
      mirror_error: null,
      attendees: [],
      created_at: `${TODAY}T00:00:00Z`,
      updated_at: `${TODAY}T00:00:00Z`,
      reminderMinutes: 45,
    };
    const { calls } = setup(
      {
        [`PATCH /api/events/${event.id}`]: () => [
          200,
          { event, overlaps: [], externalCalendar: 'not_connected', googleEventUpdated: false, googleEventError: null },
        ],
      },
      { mode: 'edit', event },
    );
    const saveWith = async (choice: string | null) => {
      await userEvent.click(screen.getByRole('button', { name: 'open' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with 2:30 PM' }));
      const reminder = await screen.findByRole('combobox', { name: 'Reminder' });
      // Its own 45 minutes (set elsewhere) is kept among the choices.
      expect(reminder).toHaveValue('45');
      if (choice !== null) await userEvent.selectOptions(reminder, await within(reminder).findByRole('option', { name: choice }));
      await userEvent.click(screen.getByRole('button', { name: 'Update Event' }));
      await waitFor(() => expect(screen.queryByTestId('quick-add-summary')).not.toBeInTheDocument());
      return calls.filter((c) => c.method === 'PATCH').at(-1)!.body as Record<string, unknown>;
    };
    expect(await saveWith(null)).not.toHaveProperty('reminderMinutes');
    expect(await saveWith('1 day before')).toMatchObject({ reminderMinutes: 1440 });
    expect(await saveWith('Default (15 min before)')).toMatchObject({ reminderMinutes: null });
  });

  it("says why a time is dropped: the slot over tomorrow's 18:00 call reads '6:00 PM clashes with Team call'", async () => {
    const call = scheduledEventFixture({
      id: '55555555-5555-4555-8555-555555555555',
      title: 'Team call',
      start_time: `${TOMORROW}T18:00:00Z`,
      end_time: `${TOMORROW}T19:00:00Z`,
    });
    setup({
      'GET /api/events': () => [200, { events: [call] }],
      'POST /api/events/parse': () => [200, parsed({ title: 'Gym', startTime: '18:00', duration: 60, meetingType: 'social' })],
    });
    await userEvent.click(await open());
    await userEvent.paste('Gym tomorrow at 6pm');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dropped = await screen.findByRole('button', { name: '6:00 PM clashes with Team call' });
    expect(dropped).toBeDisabled();
    expect(screen.getByRole('button', { name: '5:30 PM clashes with Team call' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '7:00 PM' })).toBeEnabled();
  });

  it("reads 'tomorrow at 10am' on tomorrow's clock when a trip to Tokyo starts tomorrow", async () => {
    const tokyo = tokyoStay(TOMORROW, addDays(TODAY, 5));
    const { calls } = setup({
      'GET /api/profile': () => [200, profile({ time_zone: 'UTC', travel: [tokyo] })],
      'POST /api/events/parse': () => [200, parsed()],
      'POST /api/events': () => [500, { error: { code: 'INTERNAL', message: 'boom' } }],
    });
    await userEvent.click(await open());
    await userEvent.paste('Deep work on report tomorrow at 10am');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByPlaceholderText('Type time (e.g., 2:30pm)'));
    await userEvent.paste('10am');
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    await screen.findByText('Failed to create event');
    // Today is still at home (UTC): the sentence is read there; tomorrow's 10 AM is Tokyo's.
    expect(calls.find((c) => c.url === '/api/events/parse')!.body).toMatchObject({ timezone: 'UTC' });
    expect(calls.find((c) => c.url === '/api/events/suggest-times')!.body).toMatchObject({ date: TOMORROW });
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/events')!.body).toMatchObject({
      startTime: `${TOMORROW}T10:00:00+09:00`,
      endTime: `${TOMORROW}T11:30:00+09:00`,
    });
  });

  it("moves a meal with no time left today to tomorrow, saying 'Checking tomorrow'", async () => {
    const { calls } = setup({
      'POST /api/events/parse': () => [200, parsed({ title: 'Lunch with Sam', date: TODAY, startTime: null, duration: 60, meetingType: 'social' }, 'lunch')],
      'POST /api/events/suggest-times': (body) => [200, (body as { date: string }).date === TODAY ? suggestions(TOMORROW, true) : suggestions(TOMORROW)],
    });
    await userEvent.click(await open());
    await userEvent.paste('Lunch with Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Checking tomorrow')).toBeInTheDocument();
    expect(await screen.findByTestId('quick-add-date')).toHaveTextContent(
      new Date(`${TOMORROW}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
    );
    expect(calls.find((c) => c.url === '/api/events/suggest-times')!.body).toMatchObject({
      meetingType: 'social',
      duration: 60,
      mealType: 'lunch',
      date: TODAY,
      timezone: 'UTC',
    });
  });

  it('edits start at the time step with the title Edit Event and save with Update Event', async () => {
    const event = {
      id: '66666666-6666-4666-8666-666666666666',
      title: 'Design review',
      start_time: `${TOMORROW}T14:30:00Z`,
      end_time: `${TOMORROW}T15:15:00Z`,
      location: 'Room 4',
      meeting_type: 'collaboration' as const,
      description: null,
      google_calendar_event_id: null,
      is_aligned: null,
      mirror_state: 'none' as const,
      mirror_error: null,
      attendees: [],
      created_at: `${TODAY}T00:00:00Z`,
      updated_at: `${TODAY}T00:00:00Z`,
    };
    const { calls } = setup(
      {
        [`PATCH /api/events/${event.id}`]: () => [
          200,
          { event, overlaps: [], externalCalendar: 'not_connected', googleEventUpdated: true, googleEventError: null },
        ],
      },
      { mode: 'edit', event },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('Edit Event')).toBeInTheDocument();
    expect(screen.getByText('Choose your time (45 min)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with 2:30 PM' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Event updated in FLOW and Google Calendar')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Event Updated');
    expect(screen.queryByText('Event Updated!')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      startTime: `${TOMORROW}T14:30:00Z`,
      endTime: `${TOMORROW}T15:15:00Z`,
      location: 'Room 4',
      updateGoogleEvent: true,
    });
  });
});

describe('suggest-optimal-times time-out (spec 9: 15 s)', () => {
  afterEach(() => jest.useRealTimers());

  it("after 15 s without suggestions says 'Taking longer than expected' / 'You can pick a time manually below', and a slot can still be picked", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({ 'POST /api/events/parse': () => [200, parsed()] });
    // suggest-optimal-times never answers; like a real fetch, the request ends when it is aborted.
    const answer = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/events/suggest-times')
        ? new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))))
        : answer(input, init)) as typeof fetch;

    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(await screen.findByPlaceholderText('Describe your event in a few words'));
    await user.paste('Deep work on report tomorrow at 10am');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose your time (90 min)')).toBeInTheDocument();
    expect(screen.getByText('Finding the times that fit your rhythm...')).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(14_000);
    });
    expect(screen.queryByText('Taking longer than expected')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(await screen.findByText('Taking longer than expected')).toBeInTheDocument();
    expect(screen.getByText('You can pick a time manually below')).toBeInTheDocument();
    expect(screen.queryByText('Finding the times that fit your rhythm...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3:00 PM' }));
    expect(await screen.findByTestId('quick-add-summary')).toHaveTextContent('3:00 PM – 4:30 PM');
  });

  it('gives up when the answer does not come in time', async () => {
    globalThis.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
    ) as unknown as typeof fetch;
    await expect(
      suggestTimes({ date: TODAY, durationMinutes: 60, meetingType: 'collaboration', mealType: null, timezone: 'UTC' }, undefined, 30),
    ).rejects.toBeInstanceOf(SuggestionTimeoutError);
  });
});
