import { parseTypedTime } from './typed-time';

describe("typed time ('Type time (e.g., 2:30pm)', spec section 5)", () => {
  it.each([
    ['2:30pm', 14 * 60 + 30],
    ['2pm', 14 * 60],
    ['2 PM', 14 * 60],
    ['2:30 p.m.', 14 * 60 + 30],
    ['9am', 9 * 60],
    ['9:05am', 9 * 60 + 5],
    ['14:30', 14 * 60 + 30],
    ['9', 9 * 60],
    ['0930', 9 * 60 + 30],
    ['2.45pm', 14 * 60 + 45],
    ['  11:15 am ', 11 * 60 + 15],
  ])('reads %p as minute %p', (text, minutes) => {
    expect(parseTypedTime(text)).toBe(minutes);
  });

  it('keeps 12pm at noon and turns 12am into midnight', () => {
    expect(parseTypedTime('12pm')).toBe(12 * 60);
    expect(parseTypedTime('12:30pm')).toBe(12 * 60 + 30);
    expect(parseTypedTime('12am')).toBe(0);
    expect(parseTypedTime('12:45am')).toBe(45);
  });

  it.each(['', 'noon', 'soon', '25:00', '13pm', '0am', '2:75pm', '2:3pm', '10:30:15', 'pm', '1234pm5'])('ignores %p (not a time)', (text) => {
    expect(parseTypedTime(text)).toBeNull();
  });
});
