import { CoFlowMessages, CreateManualProfileRequest, SearchUsersQuery, SendInviteRequest } from './co-flow.contract';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('Co-Flow search query (spec 5)', () => {
  it('trims, lowercases and cuts to 255', () => {
    expect(SearchUsersQuery.parse({ q: '  Ann.Lee@Example.COM ' }).q).toBe('ann.lee@example.com');
    expect(SearchUsersQuery.parse({ q: 'a'.repeat(300) }).q).toHaveLength(255);
  });

  it("refuses under 3 characters after trimming with 'Search Too Short'", () => {
    for (const q of [undefined, '', ' ', ' a ', 'an', ' an '])
      expect(firstMessage(SearchUsersQuery.safeParse(q === undefined ? {} : { q }))).toBe(CoFlowMessages.searchTooShort);
  });

  it("allows only letters, digits and @ . _ - ('Invalid Search')", () => {
    for (const q of ['ann lee', 'ann%', "o'neil", 'a*b', 'ann+tag@x.com'])
      expect(firstMessage(SearchUsersQuery.safeParse({ q }))).toBe(CoFlowMessages.invalidSearch);
    expect(SearchUsersQuery.safeParse({ q: 'jürgen_o-n.e@x9' }).success).toBe(true);
  });

  it("takes only the start of an e-mail address ('Invalid Search'): not a domain, not the middle of one", () => {
    for (const q of ['@gmail.com', '.com', 'ann@x@y', '.ann', '@@@'])
      expect(firstMessage(SearchUsersQuery.safeParse({ q }))).toBe(CoFlowMessages.invalidSearch);
    for (const q of ['ann', 'ann.lee', 'ann@', 'ann@exa', 'ann@example.com']) expect(SearchUsersQuery.safeParse({ q }).success).toBe(true);
  });
});

describe('invite request (spec 5)', () => {
  it('takes a recipient id or an e-mail, cut to 255 and lowercased', () => {
    expect(SendInviteRequest.parse({ email: ' Bob@Example.com ' })).toEqual({ email: 'bob@example.com' });
    expect(SendInviteRequest.safeParse({ recipientId: '9b0b7f6e-1f7c-4c55-9a55-0e6b3f0c0a11' }).success).toBe(true);
    expect(SendInviteRequest.safeParse({}).success).toBe(false);
    expect(SendInviteRequest.safeParse({ email: 'a@b.co', recipientId: '9b0b7f6e-1f7c-4c55-9a55-0e6b3f0c0a11' }).success).toBe(false);
  });

  it("says 'Invalid Email' for anything that is not an address", () => {
    for (const email of ['', 'bob', 'bob@', '@example.com', 'bob example@x.com', 42])
      expect(firstMessage(SendInviteRequest.safeParse({ email }))).toBe(CoFlowMessages.invalidEmail);
    // Cut to 255 first: the cut address no longer has a valid domain ending.
    expect(firstMessage(SendInviteRequest.safeParse({ email: `bob@${'x'.repeat(260)}.com` }))).toBe(CoFlowMessages.invalidEmail);
  });
});

describe('manual profile (spec 5)', () => {
  it("requires a name ('Name Required')", () => {
    for (const body of [{}, { full_name: '' }, { full_name: '   ' }])
      expect(firstMessage(CreateManualProfileRequest.safeParse(body))).toBe(CoFlowMessages.nameRequired);
  });

  it('trims every text and stores empty optional inputs as null', () => {
    expect(CreateManualProfileRequest.parse({ full_name: '  Ann  ', email: ' ', birth_date: '', birth_time: '', birth_location: '  ', notes: '' })).toEqual({
      full_name: 'Ann',
      email: null,
      birth_date: null,
      birth_time: null,
      birth_location: null,
      notes: null,
    });
    expect(
      CreateManualProfileRequest.parse({
        full_name: 'Ann',
        email: ' Ann@X.com ',
        birth_date: '1990-05-01',
        birth_time: '07:30',
        birth_location: ' Paris, France ',
        notes: ' likes mornings ',
      }),
    ).toEqual({
      full_name: 'Ann',
      email: 'ann@x.com',
      birth_date: '1990-05-01',
      birth_time: '07:30:00',
      birth_location: 'Paris, France',
      notes: 'likes mornings',
    });
  });

  it('enforces the limits: name 100, email 255, location 200, notes 500', () => {
    expect(CreateManualProfileRequest.safeParse({ full_name: 'n'.repeat(100) }).success).toBe(true);
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'n'.repeat(101) }))).toBe('Name must be at most 100 characters');
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'Ann', email: `${'e'.repeat(250)}@x.com` }))).toBe(
      'E-mail must be at most 255 characters',
    );
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'Ann', birth_location: 'l'.repeat(201) }))).toBe(
      'Birth location must be at most 200 characters',
    );
    expect(CreateManualProfileRequest.safeParse({ full_name: 'Ann', notes: 'n'.repeat(500) }).success).toBe(true);
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'Ann', notes: 'n'.repeat(501) }))).toBe('Notes must be at most 500 characters');
  });

  it('checks e-mail, date and time when given', () => {
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'Ann', email: 'not-an-email' }))).toBe(CoFlowMessages.invalidEmail);
    expect(CreateManualProfileRequest.safeParse({ full_name: 'Ann', birth_date: '01/05/1990' }).success).toBe(false);
    expect(firstMessage(CreateManualProfileRequest.safeParse({ full_name: 'Ann', birth_date: '2999-01-01' }))).toBe('Birth date cannot be in the future');
    expect(CreateManualProfileRequest.safeParse({ full_name: 'Ann', birth_time: '25:00' }).success).toBe(false);
    expect(CreateManualProfileRequest.safeParse({ full_name: 'Ann', extra: 1 }).success).toBe(false);
  });
});
