import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { mockFetch, renderApp } from '../../../testing/render';
import { GoogleCallbackPage } from './google-callback-page';

const home = [{ path: '/', element: <p>Today page</p> }];
// Spec 8's texts.
const AUTHORIZATION_FAILED_DEFAULT = 'Failed to connect Google Calendar';
const CONNECTION_FAILED_TEXT = 'Failed to connect your calendar. Please try again.';

describe('GoogleCallbackPage', () => {
  it("shows 'Connecting your calendar...' while it exchanges the code, then returns to /", async () => {
    mockFetch({});
    let finish: () => void = () => undefined;
    const exchange = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderApp(<GoogleCallbackPage exchangeCode={exchange} />, {
      signedIn: true,
      route: '/auth/google/callback?code=abc&state=s1',
      path: '/auth/google/callback',
      extraRoutes: home,
    });
    expect(screen.getByText('Connecting your calendar...')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledWith('abc', 's1', 'http://localhost/auth/google/callback', 'google');
    finish();
    expect(await screen.findByText('Today page')).toBeInTheDocument();
  });

  it("a refusal from Google says 'Authorization Failed' with its description (or the default)", async () => {
    mockFetch({});
    renderApp(<GoogleCallbackPage />, { signedIn: true, route: '/auth/google/callback?error=access_denied', path: '/auth/google/callback', extraRoutes: home });
    expect(await screen.findByText('Today page')).toBeInTheDocument();
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    expect(screen.getByText(AUTHORIZATION_FAILED_DEFAULT)).toBeInTheDocument();
  });

  it('sends the code and state to POST /api/calendar/oauth', async () => {
    const { calls } = mockFetch({ 'POST /api/calendar/oauth': () => [200, { connected: true, needsAuth: false, email: 'ada@gmail.com', connections: [] }] });
    renderApp(<GoogleCallbackPage />, {
      signedIn: true,
      route: '/auth/google/callback?code=c0de&state=st4te',
      path: '/auth/google/callback',
      extraRoutes: home,
    });
    expect(await screen.findByText('Today page')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ code: 'c0de', state: 'st4te', redirectUri: 'http://localhost/auth/google/callback' });
  });

  it("a failed exchange says 'Connection Failed'", async () => {
    mockFetch({ 'POST /api/calendar/oauth': () => [400, { error: { code: 'OAUTH_FAILED', message: 'bad code' } }] });
    renderApp(<GoogleCallbackPage />, { signedIn: true, route: '/auth/google/callback?code=abc', path: '/auth/google/callback', extraRoutes: home });
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText(CONNECTION_FAILED_TEXT)).toBeInTheDocument();
  });

  it('speaks Hindi: the wait and the toasts', async () => {
    await act(() => changeLanguage('hi'));
    try {
      mockFetch({ 'POST /api/calendar/oauth': () => [400, { error: { code: 'OAUTH_FAILED', message: 'bad code' } }] });
      renderApp(<GoogleCallbackPage />, { signedIn: true, route: '/auth/google/callback?code=abc', path: '/auth/google/callback', extraRoutes: home });
      expect(screen.getByText('आपका कैलेंडर जोड़ा जा रहा है...')).toBeInTheDocument();
      expect(await screen.findByText('कनेक्शन नहीं हो सका')).toBeInTheDocument();
      expect(screen.getByText('आपका कैलेंडर जोड़ा नहीं जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
