import { AccountMessages, ACCOUNT_EXPORT_FORMAT, CommonMessages } from '@flow/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../testing/fill-in';
import { profile } from '../../../testing/fixtures';
import { mockFetch, renderApp, testSession } from '../../../testing/render';
import { AccountDataCard } from './account-data-card';
import { SettingsPage } from './settings-page';

const USER = testSession().user;
const EXPORT = {
  format: ACCOUNT_EXPORT_FORMAT,
  exportedAt: '2026-11-23T10:15:00.000Z',
  userId: USER.id,
  services: { identity: { user: [{ id: USER.id, email: USER.email }] }, 'profile-chart': { profiles: [{ id: USER.id, full_name: 'Ada Flow' }] } },
};
const toast = (text: string) => screen.findByText(text);
const authPage = { path: '/auth', element: <p>Sign-in page</p> };

/** Captures what the browser would save: the blob handed to a link and the link's file name. */
function captureDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return { saved, restore: () => click.mockRestore() };
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = reject;
    reader.readAsText(blob);
  });

describe("Settings → 'Your data'", () => {
  it('sits in the Personal tab', async () => {
    mockFetch({ 'GET /api/profile': () => [200, profile()] });
    renderApp(<SettingsPage />, { signedIn: true });
    const card = await screen.findByTestId('account-data-card');
    expect(within(card).getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Export my data/ })).toBeEnabled();
    expect(within(card).getByRole('button', { name: /Delete my account/ })).toBeEnabled();
  });

  it("'Export my data' is busy while the export is made, then saves one JSON file named by the day", async () => {
    const downloads = captureDownloads();
    let release: () => void = () => undefined;
    const { calls } = mockFetch({ 'GET /api/account/export': () => new Promise((resolve) => (release = () => resolve([200, EXPORT]))) });
    renderApp(<AccountDataCard />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Export my data/ }));
    expect(await screen.findByRole('button', { name: /Preparing export/ })).toBeDisabled();
    await act(async () => release());
    expect(await toast('Export ready')).toBeInTheDocument();
    expect(calls[0]!.headers.authorization).toBe('Bearer access-token');
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0]!.fileName).toMatch(/^flow-export-2026-11-2[34]\.json$/);
    expect(downloads.saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await readBlob(downloads.saved[0]!.blob))).toEqual(EXPORT);
    expect(screen.getByRole('button', { name: /Export my data/ })).toBeEnabled();
    downloads.restore();
  });

  it('says so in an error toast when the export fails, and saves nothing', async () => {
    const downloads = captureDownloads();
    mockFetch({ 'GET /api/account/export': () => [503, { error: { code: 'UNAVAILABLE', message: CommonMessages.serviceUnavailable } }] });
    renderApp(<AccountDataCard />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Export my data/ }));
    expect(await toast('Could not export your data')).toBeInTheDocument();
    expect(screen.getByText(CommonMessages.serviceUnavailable)).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    downloads.restore();
  });
});

describe("Settings → 'Delete my account'", () => {
  it('explains what goes, confirms by password, shows a wrong password in the dialog, then signs out to /auth', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/user': () => [200, USER],
      'POST /api/account/delete': (body) =>
        (body as { password?: string }).password === 'right-one'
          ? [200, { ok: true }]
          : [400, { error: { code: 'INVALID_CREDENTIALS', message: AccountMessages.wrongPassword } }],
      // The account's sessions are revoked by then: the sign-out call is refused, and signs out locally anyway.
      'POST /api/auth/signout': () => [401, { error: { code: 'UNAUTHORIZED', message: 'Auth session missing!' } }],
      'POST /api/auth/refresh': () => [401, { error: { code: 'UNAUTHORIZED', message: 'Auth session missing!' } }],
    });
    const { session } = renderApp(<AccountDataCard />, { signedIn: true, route: '/settings', extraRoutes: [authPage] });
    await userEvent.click(screen.getByRole('button', { name: /Delete my account/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('Your profile, birth details and energy blueprint');
    const password = await within(dialog).findByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    await waitFor(() => expect(password).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' });
    expect(confirm).toBeDisabled();

    await fillIn(password, 'wrong-one');
    expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText(AccountMessages.wrongPassword)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(session.getState().status).toBe('signedIn');

    await userEvent.clear(password);
    expect(within(dialog).queryByText(AccountMessages.wrongPassword)).not.toBeInTheDocument();
    await fillIn(password, 'right-one');
    await userEvent.click(confirm);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(session.getState().status).toBe('signedOut');
    expect(await toast('Account deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/account/delete').map((c) => c.body)).toEqual([{ password: 'wrong-one' }, { password: 'right-one' }]);
  });

  it('asks an account without a password (Google only) for its e-mail address', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/user': () => [200, { ...USER, app_metadata: { providers: ['google'] } }],
      'POST /api/account/delete': (body) =>
        (body as { email?: string }).email === USER.email
          ? [200, { ok: true }]
          : [400, { error: { code: 'INVALID_CREDENTIALS', message: AccountMessages.wrongEmail } }],
      'POST /api/auth/signout': () => [200, { ok: true }],
    });
    renderApp(<AccountDataCard />, { signedIn: true, route: '/settings', extraRoutes: [authPage] });
    await userEvent.click(screen.getByRole('button', { name: /Delete my account/ }));
    const dialog = await screen.findByRole('alertdialog');
    const email = await within(dialog).findByLabelText('Your e-mail address');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(`type ${USER.email} to confirm`);
    await fillIn(email, 'someone@example.com{Enter}');
    expect(await within(dialog).findByText(AccountMessages.wrongEmail)).toBeInTheDocument();
    await userEvent.clear(email);
    await fillIn(email, ` ${USER.email} {Enter}`);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/account/delete').map((c) => c.body)).toEqual([{ email: 'someone@example.com' }, { email: USER.email }]);
  });

  it('shows a failure of the server in the dialog and deletes nothing on Cancel or Escape', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/user': () => [200, USER],
      'POST /api/account/delete': () => [503, { error: { code: 'UNAVAILABLE', message: CommonMessages.serviceUnavailable } }],
    });
    const { session } = renderApp(<AccountDataCard />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Delete my account/ }));
    let dialog = await screen.findByRole('alertdialog');
    await fillIn(await within(dialog).findByLabelText('Your password'), 'secret{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CommonMessages.serviceUnavailable);
    expect(session.getState().status).toBe('signedIn');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Opened again, it starts empty, and Escape closes it.
    await userEvent.click(screen.getByRole('button', { name: /Delete my account/ }));
    dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByLabelText('Your password')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === '/api/account/delete')).toHaveLength(1);
    expect(session.getState().status).toBe('signedIn');
  });
});
