import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../i18n';
import { mockFetch, renderApp } from '../testing/render';
import { AppRoutes } from './router';

describe('the document’s title', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('names the route in the language on screen', async () => {
    mockFetch({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the 404 page logs the path
    renderApp(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · FLOW'));
    await act(() => changeLanguage('hi'));
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला · FLOW'));
  });
});
