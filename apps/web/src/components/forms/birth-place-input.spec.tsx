import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp } from '../../testing/render';
import { BirthPlaceInput } from './birth-place-input';

const london = {
  label: 'London, England, United Kingdom',
  name: 'London',
  region: 'England',
  country: 'United Kingdom',
  latitude: 51.5,
  longitude: -0.12,
  timeZone: 'Europe/London',
};
const londonOntario = {
  label: 'London, Ontario, Canada',
  name: 'London',
  region: 'Ontario',
  country: 'Canada',
  latitude: 42.98,
  longitude: -81.25,
  timeZone: 'America/Toronto',
};

describe('BirthPlaceInput', () => {
  it('suggests places from GET /api/places for what was typed, and picking one fills the box', async () => {
    const { calls } = mockFetch({ 'GET /api/places': () => [200, { places: [london, londonOntario] }] });
    const onChange = jest.fn();
    renderApp(<BirthPlaceInput defaultValue="" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Birth Place' });
    expect(input).toHaveAttribute('placeholder', 'City, Country');
    // jsdom: zag's combobox takes input only once focused; userEvent's per-key typing does not reach it here.
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Lond' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Lond'));
    const option = await screen.findByRole('option', { name: /London, Ontario, Canada/ });
    expect(calls.map((c) => c.url)).toContain('/api/places?q=Lond');
    expect(screen.getByText('America/Toronto')).toBeInTheDocument();
    await userEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('London, Ontario, Canada'));
    expect(input).toHaveValue('London, Ontario, Canada');
  });

  it('keeps free text that matches no suggestion', async () => {
    mockFetch({ 'GET /api/places': () => [200, { places: [] }] });
    const onChange = jest.fn();
    renderApp(<BirthPlaceInput defaultValue="Paris" onChange={onChange} label="Birth Location" placeholder="e.g., New York, NY" />);
    const input = screen.getByRole('combobox', { name: 'Birth Location' });
    expect(input).toHaveValue('Paris');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Tiny Village, Somewhere' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('Tiny Village, Somewhere');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Tiny Village, Somewhere'));
  });
});
