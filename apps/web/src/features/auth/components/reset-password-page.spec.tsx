import { IdentityMessages } from '@flow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../testing/fill-in';
import { mockFetch, renderApp, testSession } from '../../../testing/render';
import { PASSWORDS_DO_NOT_MATCH } from '../utils/auth-validation';
import { ResetPasswordPage } from './reset-password-page';

const toast = (text: string) => screen.findByText(text);

describe('ResetPasswordPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("sends a used or broken link back to /auth with 'This reset link is invalid or has expired…'", async () => {
    window.history.replaceState(null, '', '/reset-password#type=recovery&token=used');
    mockFetch({ 'POST /api/auth/verify-recovery': () => [401, { error: { code: 'INVALID_RECOVERY', message: IdentityMessages.invalidRecoveryLink } }] });
    renderApp(<ResetPasswordPage />, { extraRoutes: [{ path: '/auth', element: <p>Auth page</p> }], route: '/reset-password', path: '/reset-password' });
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(await toast(IdentityMessages.invalidRecoveryLink)).toBeInTheDocument();
  });

  it('turns the link into a session, removes the token from the address, checks the rules, and goes to /', async () => {
    window.history.replaceState(null, '', '/reset-password#type=recovery&token=tok_1');
    const { calls } = mockFetch({
      'POST /api/auth/verify-recovery': () => [200, testSession()],
      'PUT /api/auth/user': () => [200, testSession().user],
    });
    const { session } = renderApp(<ResetPasswordPage />, {
      extraRoutes: [{ path: '/', element: <p>Today page</p> }],
      route: '/reset-password',
      path: '/reset-password',
    });

    expect(await screen.findByRole('heading', { name: 'Create New Password' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ token: 'tok_1' });
    expect(window.location.hash).toBe('');

    const update = screen.getByRole('button', { name: 'Update Password' });
    await userEvent.click(update);
    expect(await toast(IdentityMessages.fillAllFields)).toBeInTheDocument();
    await fillIn(screen.getByLabelText('New Password'), 'abc');
    await fillIn(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(update);
    expect(await toast(IdentityMessages.passwordTooShort)).toBeInTheDocument();
    await fillIn(screen.getByLabelText('New Password'), 'defgh');
    await fillIn(screen.getByLabelText('Confirm Password'), 'xyz12');
    await userEvent.click(update);
    expect(await toast(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await fillIn(screen.getByLabelText('Confirm Password'), 'abcdefgh');
    await userEvent.click(update);
    expect(await screen.findByText('Today page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ password: 'abcdefgh' });
    expect(session.getState().status).toBe('signedIn');
  });
});

describe('changing the password while signed in (no recovery link)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the current password and sends it with the new one', async () => {
    window.history.replaceState(null, '', '/reset-password');
    const { calls } = mockFetch({ 'PUT /api/auth/user': () => [200, testSession().user] });
    renderApp(<ResetPasswordPage />, {
      signedIn: true,
      extraRoutes: [{ path: '/', element: <p>Today page</p> }],
      route: '/reset-password',
      path: '/reset-password',
    });
    await fillIn(await screen.findByLabelText('New Password'), 'abcdefgh');
    await fillIn(screen.getByLabelText('Confirm Password'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await toast(IdentityMessages.currentPasswordRequired)).toBeInTheDocument();
    await fillIn(screen.getByLabelText('Current Password'), 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Today page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ password: 'abcdefgh', currentPassword: 'old-secret' });
  });
});
