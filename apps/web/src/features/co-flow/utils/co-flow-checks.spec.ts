import { checkInviteEmail, checkSearch } from './co-flow-checks';

describe('Co-Flow input checks (spec 5)', () => {
  it('search: trims, lowercases, at least 3 characters, only letters, digits and @ . _ -, the start of an address', () => {
    expect(checkSearch('  Ann@X.COM ')).toEqual({
      ok: true,
      value: 'ann@x.com',
    });
    expect(checkSearch(' a ')).toMatchObject({
      ok: false,
      title: 'Search Too Short',
    });
    expect(checkSearch(' an ')).toMatchObject({
      ok: false,
      title: 'Search Too Short',
    });
    expect(checkSearch('@example.com')).toMatchObject({
      ok: false,
      title: 'Invalid Search',
    });
    expect(checkSearch('ann lee')).toMatchObject({
      ok: false,
      title: 'Invalid Search',
    });
    expect(checkSearch('a'.repeat(300))).toEqual({
      ok: true,
      value: 'a'.repeat(255),
    });
  });

  it("invite: a valid e-mail that is not one's own", () => {
    expect(checkInviteEmail(' Bob@Example.com ', 'me@example.com')).toEqual({
      ok: true,
      value: 'bob@example.com',
    });
    expect(checkInviteEmail('bob@', 'me@example.com')).toMatchObject({
      ok: false,
      title: 'Invalid Email',
    });
    expect(checkInviteEmail('ME@example.com', 'me@example.com')).toMatchObject({
      ok: false,
      description: 'You cannot invite yourself',
    });
  });
});
