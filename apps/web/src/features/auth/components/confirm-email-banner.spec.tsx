import { IdentityMessages } from '@flow/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, testSession } from '../../../testing/render';
import { ConfirmEmailBanner } from './confirm-email-banner';

describe('ConfirmEmailBanner', () => {
  it('shows until the address is confirmed, and resends the link', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/user': () => [200, { ...testSession().user, email_confirmed_at: null }],
      'POST /api/auth/resend-confirmation': () => [429, { error: { code: 'RATE_LIMITED', message: IdentityMessages.tooManyConfirmationMails } }],
    });
    renderApp(<ConfirmEmailBanner />, { signedIn: true });
    expect(await screen.findByText(/Confirm your e-mail: open the link we sent to ada@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText(IdentityMessages.tooManyConfirmationMails)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('is not there once the address is confirmed', async () => {
    mockFetch({ 'GET /api/auth/user': () => [200, testSession().user] });
    const { queryClient } = renderApp(<ConfirmEmailBanner />, { signedIn: true });
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'user'])).toBeDefined());
    expect(screen.queryByText(/Confirm your e-mail/)).toBeNull();
  });

  it('is there in the same render as the signed-in page: the session brings the account, no request is awaited', () => {
    // The server's answer never comes: the banner cannot be waiting for it.
    mockFetch({ 'GET /api/auth/user': () => new Promise(() => undefined) });
    const { session } = renderApp(<ConfirmEmailBanner />);
    expect(screen.queryByText(/Confirm your e-mail/)).toBeNull();
    act(() => session.setSession(testSession({ email_confirmed_at: null }), { broadcast: false }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Confirm your e-mail: open the link we sent to ada@example.com. Until then you cannot receive Co-Flow invitations.',
    );
  });

  it('is there in the first render when the session came before the page (the refresh starts before React renders)', () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise(() => undefined) });
    renderApp(<ConfirmEmailBanner />, { signedIn: testSession({ email_confirmed_at: null }) });
    expect(screen.getByRole('status')).toHaveTextContent('Confirm your e-mail: open the link we sent to ada@example.com.');
  });
});
