import { IdentityMessages } from '@flow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../testing/fill-in';
import { mockFetch, renderApp, testSession } from '../../../testing/render';
import { ForgotPasswordForm, RESET_EMAIL_FAILED } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const toast = (text: string) => screen.findByText(text);

describe('SignInForm', () => {
  it("shows 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const { fetchMock } = mockFetch({});
    renderApp(<SignInForm onSignedIn={jest.fn()} onForgotPassword={jest.fn()} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toast(IdentityMessages.fillAllFields)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockFetch({ 'POST /api/auth/signin': () => [400, { error: { code: 'INVALID_CREDENTIALS', message: IdentityMessages.invalidCredentials } }] });
    const onSignedIn = jest.fn();
    renderApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={jest.fn()} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await toast(IdentityMessages.invalidCredentials)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the session in memory and continues after a successful sign-in', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/signin': () => [200, testSession()] });
    const onSignedIn = jest.fn();
    const { session } = renderApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={jest.fn()} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(session.getState().status).toBe('signedIn');
    expect(session.getAccessToken()).toBe('access-token');
    // The refresh token is never kept by the page (it lives in the HttpOnly cookie).
    expect(JSON.stringify(localStorage)).not.toContain('refresh-token');
  });
});

describe('the forms without the app (issue 39)', () => {
  it('are real forms the gateway answers, and keep the error and e-mail it wrote into the page', () => {
    // What apps/gateway/src/http/auth-form.ts sends back after a refused post, before React hydrates it.
    const served = document.createElement('div');
    served.innerHTML = `<p data-form-error="signin">${IdentityMessages.invalidCredentials}</p><input data-form-email="signin" value="ada@example.com">`;
    document.body.append(served);
    renderApp(<SignInForm onSignedIn={jest.fn()} onForgotPassword={jest.fn()} />);
    served.remove();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/auth');
    expect(screen.getByRole('alert')).toHaveTextContent(IdentityMessages.invalidCredentials);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('SignUpForm', () => {
  it("refuses a password under 6 characters with 'Password must be at least 6 characters'", async () => {
    const { fetchMock } = mockFetch({});
    renderApp(<SignUpForm onSignedUp={jest.fn()} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await toast(IdentityMessages.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up without a name (optional) and with one', async () => {
    const { calls } = mockFetch({ 'POST /api/auth/signup': () => [201, testSession()] });
    const onSignedUp = jest.fn();
    renderApp(<SignUpForm onSignedUp={onSignedUp} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', password: '123456' });
    await fillIn(screen.getByLabelText(/Full Name/), '  Ada Flow ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(2));
    expect(calls[1]!.body).toEqual({ email: 'ada@example.com', password: '123456', fullName: 'Ada Flow' });
  });
});

describe('ForgotPasswordForm', () => {
  it("needs an address ('Please enter your email address'), then sends the link and goes back", async () => {
    const { calls } = mockFetch({ 'POST /api/auth/recover': () => [200, { ok: true }] });
    const onBack = jest.fn();
    renderApp(<ForgotPasswordForm onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await toast(IdentityMessages.enterEmail)).toBeInTheDocument();
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(await toast('Check your email')).toBeInTheDocument();
  });

  it("says 'Failed to send reset email' when the server fails", async () => {
    mockFetch({ 'POST /api/auth/recover': () => [503, { error: { code: 'UNAVAILABLE', message: 'down' } }] });
    renderApp(<ForgotPasswordForm onBack={jest.fn()} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await toast(RESET_EMAIL_FAILED)).toBeInTheDocument();
  });

  it('goes Back to Sign In', async () => {
    mockFetch({});
    const onBack = jest.fn();
    renderApp(<ForgotPasswordForm onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onBack).toHaveBeenCalled();
  });
});
