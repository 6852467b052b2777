import { ChakraProvider } from '@chakra-ui/react';
import type { Panchang } from '@flow/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { setClockPreference } from '../../../lib/clock-preference';
import { system } from '../../../theme/system';
import { PanchangCard } from './panchang-card';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
const span = (start: string, end: string) => ({ start: `2026-11-22T${start}:00+05:30`, end: `2026-11-22T${end}:00+05:30` });

// New Delhi, 2026-11-22, as the reference panchang gives it (times rounded to the minute).
const DELHI: Panchang = {
  date: '2026-11-22',
  place: 'New Delhi, India',
  latitude: 28.61,
  longitude: 77.21,
  timeZone: 'Asia/Kolkata',
  sunrise: '2026-11-22T06:49:08+05:30',
  sunset: '2026-11-22T17:25:10+05:30',
  nextSunrise: '2026-11-23T06:49:55+05:30',
  moonrise: '2026-11-22T15:10:00+05:30',
  moonset: null,
  vara: { name: 'Ravivara', weekday: 'Sunday', lord: 'Sun' },
  tithi: {
    name: 'Shukla Trayodashi',
    number: 13,
    paksha: 'Shukla',
    endsAt: '2026-11-23T02:37:37+05:30',
    following: [{ name: 'Shukla Chaturdashi', endsAt: '2026-11-24T01:10:00+05:30' }],
  },
  nakshatra: { name: 'Ashwini', pada: 2, lord: 'Ketu', endsAt: '2026-11-23T04:15:54+05:30', following: [] },
  yoga: { name: 'Vyatipata', endsAt: '2026-11-22T23:29:45+05:30', following: [] },
  karana: { name: 'Kaulava', endsAt: '2026-11-22T15:52:21+05:30', following: [{ name: 'Taitila', endsAt: '2026-11-23T02:37:37+05:30' }] },
  moonSign: { name: 'Aries', endsAt: '2026-11-24T10:00:00+05:30' },
  rahuKalam: span('16:05', '17:25'),
  yamaganda: span('12:07', '13:27'),
  gulikaKalam: span('14:46', '16:05'),
  abhijit: span('11:45', '12:28'),
  brahmaMuhurta: { start: '2026-11-22T05:08:00+05:30', end: '2026-11-22T05:58:00+05:30' },
};

afterEach(() => setClockPreference('auto'));

describe('the Panchang card', () => {
  it('is collapsed by default, with the day’s tithi, nakshatra and sunrise in one line', () => {
    wrap(<PanchangCard panchang={DELHI} />);
    expect(screen.getByText('Shukla Trayodashi · Ashwini · sunrise 6:49 AM in New Delhi, India')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Show details/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Rahu kalam')).not.toBeInTheDocument();
  });

  it('opens to every element with its end on the place’s clock, and what follows before the next sunrise', () => {
    wrap(<PanchangCard panchang={DELHI} />);
    fireEvent.click(screen.getByRole('button', { name: /Show details/ }));
    expect(screen.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Rahu kalam')).toBe('4:05 PM – 5:25 PM');
    expect(value('Karana')).toBe('Kaulava until 3:52 PM, then Taitila until 2:37 AM, Nov 23');
    expect(value('Nakshatra')).toBe('Ashwini until 4:15 AM, Nov 23 (pada 2)');
    expect(value('Moonset')).toBe('—');
    expect(value('Vara')).toBe('Sunday (Ravivara, ruled by Sun)');
  });

  it('writes times on the 24-hour clock when that is the person’s choice', () => {
    setClockPreference('24h');
    wrap(<PanchangCard panchang={DELHI} />);
    fireEvent.click(screen.getByRole('button', { name: /Show details/ }));
    expect(screen.getByText('Abhijit muhurta').nextElementSibling?.textContent).toBe('11:45 – 12:28');
  });
});
