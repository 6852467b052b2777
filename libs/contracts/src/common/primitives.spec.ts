import { CommonMessages } from './errors';
import { AnyIsoInstant, IsoInstant } from './primitives';

describe('IsoInstant', () => {
  it.each(['1900-01-01T00:00:00Z', '2026-11-28T09:30:00+01:00', '2199-12-31T23:59:59Z'])('accepts %s', (value) => {
    expect(IsoInstant.parse(value)).toBe(value);
  });

  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2200-01-01T00:00:00Z', '9999-12-31T00:00:00Z'])(
    'refuses %s with the range in the message',
    (value) => {
      expect(IsoInstant.safeParse(value).error?.issues.map((i) => i.message)).toEqual([CommonMessages.instantOutOfRange]);
    },
  );

  it('still refuses a time without offset with its own message, and an external calendar may hold any year', () => {
    expect(IsoInstant.safeParse('2026-01-01T10:00:00').error?.issues.map((i) => i.message)).toEqual(['Expected an ISO 8601 time with offset']);
    expect(AnyIsoInstant.parse('1850-06-01T00:00:00Z')).toBe('1850-06-01T00:00:00Z');
  });
});
