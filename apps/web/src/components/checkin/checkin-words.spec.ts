import { i18n } from '../../i18n';
import { savedText as savedIn } from './checkin-words';

const savedText = (checkin: Parameters<typeof savedIn>[0], clock: Parameters<typeof savedIn>[1]) => savedIn(checkin, clock, i18n.getFixedT('en', 'today'));

const clock = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

describe('savedText', () => {
  it('says the energy in words with the optional focus and mood and the time', () => {
    expect(savedText({ energy: 4, focus: 3, mood: null, time: '09:30', counts: true }, clock)).toBe('Saved: energy 4 (high), focus 3 at 9:30.');
    expect(savedText({ energy: 1, focus: null, mood: 5, time: '21:05', counts: true }, clock)).toBe('Saved: energy 1 (drained), mood 5 at 21:05.');
  });
  it('says when a check-in does not count towards learning', () => {
    expect(savedText({ energy: 5, focus: null, mood: null, time: '10:00', counts: false }, clock)).toBe(
      'Saved: energy 5 (peak) at 10:00. Only one check-in per 30 minutes counts towards learning.',
    );
  });
});
