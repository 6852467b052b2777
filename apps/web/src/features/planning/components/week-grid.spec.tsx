import { configure, screen } from '@testing-library/react';
import { addDays, type PlacedZone } from '@flow/rhythm';
import { scheduledEventFixture } from '../../../testing/flow-fixtures';
import { renderApp } from '../../../testing/render';
import { WeekGrid } from './week-grid';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const MONDAY = '2026-03-09';
const THURSDAY = addDays(MONDAY, 3);
// At home in London (UTC+0 in March) until Wednesday, in Tokyo (UTC+9) from Thursday.
const placeOf = (date: string): PlacedZone =>
  date >= THURSDAY
    ? { timeZone: 'Asia/Tokyo', timeZoneSource: 'travel', place: { name: 'Tokyo, Japan', latitude: 35.68, longitude: 139.69, timeZone: 'Asia/Tokyo' } }
    : {
        timeZone: 'Europe/London',
        timeZoneSource: 'profile',
        place: { name: 'London, Westminster, United Kingdom', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' },
      };

describe("Planning's week grid across a trip", () => {
  it('names each day’s place under its date and lays a Tokyo day out on Tokyo’s clock', async () => {
    const breakfast = scheduledEventFixture({
      id: '77777777-7777-4777-8777-777777777777',
      title: 'Tokyo breakfast',
      start_time: '2026-03-13T01:00:00Z',
      end_time: '2026-03-13T02:00:00Z',
    });
    renderApp(
      <WeekGrid
        monday={MONDAY}
        today={MONDAY}
        selectedDate={MONDAY}
        placeOf={placeOf}
        own={[breakfast]}
        external={[]}
        overrides={new Map()}
        onWeekChange={jest.fn()}
        onSelectDate={jest.fn()}
        onOpenEvent={jest.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Monday, March 9, in London' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday, March 13, in Tokyo' })).toBeInTheDocument();
    expect(screen.getAllByTestId('week-grid-place').map((p) => p.textContent)).toEqual(['London', 'London', 'London', 'Tokyo', 'Tokyo', 'Tokyo', 'Tokyo']);
    const event = screen.getByRole('button', { name: /^Tokyo breakfast, 10:00 AM to 11:00 AM/ });
    expect(event.closest('[data-testid="week-grid-column"]')).toHaveAttribute('data-date', '2026-03-13');
  });
});
