import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../testing/fill-in';
import type { Alignment, Invite } from '@flow/contracts';
import { mockFetch, renderApp, testSession } from '../../../testing/render';
import { CoFlowMapPage } from './co-flow-page';

const ME = testSession().user;
const SAM = {
  id: '22222222-2222-4222-8222-222222222222',
  full_name: 'Sam Sender',
  email: 'sam@example.com',
};
const ROW = {
  id: '33333333-3333-4333-8333-333333333333',
  full_name: 'Ria Result',
  email: 'ria@example.com',
};
const me = { id: ME.id, full_name: 'Ada Flow', email: ME.email };

const invite = (changes: Partial<Invite>): Invite => ({
  id: '44444444-4444-4444-8444-444444444444',
  sender_id: SAM.id,
  recipient_email: ME.email,
  recipient_id: ME.id,
  status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
  responded_at: null,
  sender: SAM,
  recipient: me,
  ...changes,
});

const connection = {
  id: '55555555-5555-4555-8555-555555555555',
  user_id_1: ME.id,
  user_id_2: ROW.id,
  created_at: '2026-03-02T10:00:00.000Z',
  connected_user: { id: ROW.id, full_name: '', avatar_url: null },
};
const manual = {
  id: '66666666-6666-4666-8666-666666666666',
  creator_id: ME.id,
  created_at: '2026-03-03T10:00:00.000Z',
  full_name: 'Mo Manual',
  email: 'mo@example.com',
  birth_date: null,
  birth_time: null,
  birth_location: null,
  peak_energy_start: null,
  peak_energy_end: null,
  vedic_analysis: null,
  notes: null,
};

const person = (id: string, name: string, start: string, end: string, kind: 'user' | 'manual' = 'user') => ({
  id,
  kind,
  name,
  avatar_url: null,
  email: kind === 'user' ? 'ria@example.com' : null,
  energyType: 'DYNAMIC' as const,
  constitution: null,
  peakWindow: { start, end },
  usesDefaults: false,
});
const alignment: Alignment = {
  kind: 'connection',
  connectionId: connection.id,
  manualProfileId: null,
  me: person(ME.id, 'You', '08:00', '13:00'),
  other: person(ROW.id, 'User', '11:00', '15:00'),
  syncScore: 50,
  overlapMinutes: 120,
  sharedPeak: [{ start: '11:00', end: '13:00' }],
  compatibilityNotes: [
    {
      kind: 'align',
      topic: 'energy',
      title: 'Air feeds fire',
      text: 'You lift each other.',
    },
  ],
  bestSharedWindows: [
    {
      start: '2030-01-02T11:00:00.000Z',
      end: '2030-01-02T12:00:00.000Z',
      date: '2030-01-02',
      intensity: 0.9,
      reason: 'Next to your 10:00 call — keeps your morning whole',
    },
  ],
  partial: false,
  missing: [],
};

const toast = (text: string) => screen.findByText(text);

function setup(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/coflow/invites': () => [
      200,
      {
        received: [invite({})],
        sent: [
          invite({
            id: '77777777-7777-4777-8777-777777777777',
            sender_id: ME.id,
            sender: me,
            recipient_email: 'pat@example.com',
            recipient_id: null,
            recipient: null,
          }),
          invite({
            id: '88888888-8888-4888-8888-888888888888',
            sender_id: ME.id,
            sender: me,
            recipient_email: 'old@example.com',
            status: 'declined',
          }),
        ],
      },
    ],
    'GET /api/coflow/connections': () => [200, { connections: [connection] }],
    'GET /api/coflow/manual-profiles': () => [200, { manualProfiles: [manual] }],
    'GET /api/profile': () => [404, { error: { code: 'NOT_FOUND', message: 'Not found.' } }],
    ...overrides,
  });
}

describe('/co-flow', () => {
  it('shows the heading, pending and sent invitations (pending only) and counts connections plus manual profiles', async () => {
    setup();
    renderApp(<CoFlowMapPage />, { signedIn: true });
    expect(screen.getByText('Loading Co-Flow connections...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Co-Flow Connections (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Co-Flow Alignment Map' })).toBeInTheDocument();
    expect(screen.getByText('Connect with friends and coworkers to find optimal sync times')).toBeInTheDocument();
    const pending = screen.getByTestId('pending-invitations');
    expect(within(pending).getByText("Invitations you've received")).toBeInTheDocument();
    expect(within(pending).getByText('Sam Sender')).toBeInTheDocument();
    expect(within(pending).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(pending).getByText('Mar 1, 2026')).toBeInTheDocument();
    const sent = screen.getByTestId('sent-invitations');
    expect(within(sent).getAllByTestId('sent-invite')).toHaveLength(1);
    expect(within(sent).getByText('pat@example.com')).toBeInTheDocument();
    expect(within(sent).getByText('Pending')).toBeInTheDocument();
    // A connection without a name shows 'User'; a manual profile its badge and e-mail.
    const rows = screen.getAllByTestId('connection-row');
    expect(within(rows[0]!).getByText('User')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Connected Mar 2, 2026')).toBeInTheDocument();
    const manualRow = screen.getByTestId('manual-row');
    expect(within(manualRow).getByText('Manual')).toBeInTheDocument();
    expect(within(manualRow).getByText('mo@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Flow' })).toHaveAttribute('href', '/');
  });

  it('hides the invitation cards when there are none, and shows the empty state', async () => {
    setup({
      'GET /api/coflow/invites': () => [200, { received: [], sent: [] }],
      'GET /api/coflow/connections': () => [200, { connections: [] }],
      'GET /api/coflow/manual-profiles': () => [200, { manualProfiles: [] }],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    expect(screen.getByText('Invite colleagues or add manual profiles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Co-Flow Connections (0)' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-invitations')).toBeNull();
    expect(screen.queryByTestId('sent-invitations')).toBeNull();
  });

  it("search: too short and invalid are refused in the browser; an empty answer names the query; Invite sends the user's id", async () => {
    const { calls } = setup({
      'GET /api/coflow/users': (_body, call) => [
        200,
        {
          results: new URL(call.url, 'http://x').searchParams.get('q') === 'ria' ? [ROW] : [],
        },
      ],
      'POST /api/coflow/invites': (body) => [
        201,
        invite({
          id: '99999999-9999-4999-8999-999999999999',
          sender: me,
          sender_id: ME.id,
          recipient_email: ROW.email,
          recipient_id: ROW.id,
          recipient: ROW,
          ...(body as object),
        }),
      ],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    const box = await screen.findByLabelText('Search by e-mail');
    const searchButton = screen.getByRole('button', { name: 'Search' });
    expect(box).toHaveAttribute('type', 'email');
    expect(box).toHaveAttribute('maxlength', '255');
    expect(searchButton).toBeDisabled();
    await fillIn(box, 'r{Enter}');
    expect(await toast('Search Too Short')).toBeInTheDocument();
    await userEvent.clear(box);
    await fillIn(box, 'ri a{Enter}');
    expect(await toast('Invalid Search')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/coflow/users'))).toHaveLength(0);
    await userEvent.clear(box);
    await fillIn(box, 'nobody{Enter}');
    expect(await screen.findByText('No users found with email containing "nobody"')).toBeInTheDocument();
    await userEvent.clear(box);
    await fillIn(box, ' RIA ');
    await userEvent.click(searchButton);
    const results = await screen.findByTestId('search-results');
    expect(within(results).getByText('Ria Result')).toBeInTheDocument();
    await userEvent.click(within(results).getByRole('button', { name: 'Invite Ria Result' }));
    expect(await toast('Invitation Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      recipientId: ROW.id,
    });
    expect(within(results).getByRole('button', { name: 'Invite Ria Result' })).toBeDisabled();
  });

  it("invite by e-mail: 'Invalid Email', 'You cannot invite yourself', the server's refusal, then a sent invitation", async () => {
    let answer: [number, unknown] = [
      409,
      {
        error: {
          code: 'CONFLICT',
          message: 'An invitation between you two is already pending.',
        },
      },
    ];
    const { calls } = setup({ 'POST /api/coflow/invites': () => answer });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invite by Email' }));
    const box = screen.getByLabelText('E-mail address');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await fillIn(box, 'bob@{Enter}');
    expect(await toast('Invalid Email')).toBeInTheDocument();
    await userEvent.clear(box);
    await fillIn(box, `${ME.email.toUpperCase()}{Enter}`);
    expect(await toast('You cannot invite yourself')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(box);
    await fillIn(box, 'Bob@Example.com{Enter}');
    expect(await toast('An invitation between you two is already pending.')).toBeInTheDocument();
    expect(screen.getByText('Failed to send invite')).toBeInTheDocument();
    answer = [
      201,
      invite({
        recipient_email: 'bob@example.com',
        sender: me,
        sender_id: ME.id,
      }),
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await toast('Invitation sent to bob@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ email: 'bob@example.com' }, { email: 'bob@example.com' }]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("accept and decline; a failure says 'Failed to process invite'", async () => {
    const { calls } = setup({
      'POST /api/coflow/invites/44444444-4444-4444-8444-444444444444/accept': () => [500, { error: { code: 'INTERNAL', message: 'boom' } }],
      'POST /api/coflow/invites/44444444-4444-4444-8444-444444444444/decline': () => [200, invite({ status: 'declined' })],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    const pending = await screen.findByTestId('pending-invitations');
    await userEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
    expect(await toast('Failed to process invite')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Decline' }));
    expect(await toast('Invitation Declined')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/coflow/invites/44444444-4444-4444-8444-444444444444/accept',
      '/api/coflow/invites/44444444-4444-4444-8444-444444444444/decline',
    ]);
  });

  it('View Alignment shows both people, the score, the notes and shared windows; refusals show their spec titles', async () => {
    setup({
      'GET /api/coflow/alignment': (_body, call) =>
        call.url.includes('manualProfileId')
          ? [
              422,
              {
                error: {
                  code: 'NO_ENERGY_ANALYSIS',
                  message: "This user hasn't completed onboarding yet",
                  details: { title: 'No Energy Analysis' },
                },
              },
            ]
          : [200, alignment],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'View Alignment with Mo Manual',
      }),
    );
    expect(await toast('No Energy Analysis')).toBeInTheDocument();
    expect(screen.getByText("This user hasn't completed onboarding yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Alignment with User' }));
    const dialog = await screen.findByTestId('alignment-dialog');
    expect(within(dialog).getByText('50%')).toBeInTheDocument();
    expect(within(dialog).getByText('Air feeds fire')).toBeInTheDocument();
    expect(within(dialog).getByTestId('peak-band')).toHaveAttribute('aria-label', 'Peak windows: You 08:00–13:00, User 11:00–15:00');
    expect(within(dialog).getAllByTestId('shared-window')).toHaveLength(1);
    expect(within(dialog).getByTestId('shared-window-reason')).toHaveTextContent('Next to your 10:00 call — keeps your morning whole');
  });

  it("manual profile: Create disabled until a name, limits on every field, 'Profile Created', then delete with 'Profile Deleted'", async () => {
    const { calls } = setup({
      'POST /api/coflow/manual-profiles': () => [
        201,
        { ...manual, id: '12121212-1212-4212-8212-121212121212', full_name: 'Kai', email: null, birth_location: 'Paris, France' },
      ],
      'DELETE /api/coflow/manual-profiles/66666666-6666-4666-8666-666666666666': () => [200, { ok: true }],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Manual Profile' }));
    const dialog = await screen.findByTestId('manual-profile-dialog');
    expect(within(dialog).getByText('Create Manual Co-Flow Profile')).toBeInTheDocument();
    expect(within(dialog).getByText("Add someone's energy profile to view alignment without them joining FLOW")).toBeInTheDocument();
    expect(within(dialog).getByText('Birth details (optional - for AI analysis)')).toBeInTheDocument();
    const create = within(dialog).getByRole('button', {
      name: 'Create Profile',
    });
    expect(create).toBeDisabled();
    const name = within(dialog).getByLabelText(/^Name/);
    await fillIn(name, '   ');
    expect(create).toBeDisabled();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(within(dialog).getByLabelText('Email (optional)')).toHaveAttribute('maxlength', '255');
    expect(within(dialog).getByLabelText('Birth Location')).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByLabelText('Birth Location')).toHaveAttribute('placeholder', 'City, Country');
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveAttribute('maxlength', '500');
    await fillIn(name, ' Kai ');
    await fillIn(within(dialog).getByLabelText('Birth Location'), 'Paris, France');
    await userEvent.click(create);
    expect(await toast('Profile Created')).toBeInTheDocument();
    expect(screen.getByText('Manual Co-Flow profile added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      full_name: '    Kai ',
      email: '',
      birth_date: '',
      birth_time: '',
      birth_location: 'Paris, France',
      notes: '',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mo Manual' }));
    expect(await toast('Profile Deleted')).toBeInTheDocument();
    expect(screen.getByText('Manual profile has been removed')).toBeInTheDocument();
  });

  it("says 'Failed to load Co-Flow data' when the lists cannot be read", async () => {
    setup({
      'GET /api/coflow/connections': () => [500, { error: { code: 'INTERNAL', message: 'Something went wrong.' } }],
    });
    renderApp(<CoFlowMapPage />, { signedIn: true });
    expect(await toast('Failed to load Co-Flow data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
