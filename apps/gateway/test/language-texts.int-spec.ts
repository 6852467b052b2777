import { confirmEmail, expectEventually, mailsTo, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';

/** Issue 41, server side: the planner's reasons, Co-Flow's comparison and the mails in the person's language. */
const api = new TestHttpClient(sharedGatewayUrl());
const DEVANAGARI = /[\u0900-\u097F]/;
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
/** Latin words a Hindi text should not have, once brand names and times are taken out. */
const englishLeft = (text: string) => text.replace(/FLOW|Co-Flow|\d{1,2}:\d{2}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Person {
  id: string;
  email: string;
  token: string;
}

async function signUp(tag: string, headers: Record<string, string> = {}): Promise<Person> {
  const email = uniqueEmail(tag);
  const res = await api.post('/api/auth/signup', { email, password: 'secret1' }, undefined, headers);
  expect(res.status).toBe(201);
  const person = { id: res.body.user.id as string, email, token: res.body.access_token as string };
  await expectEventually(async () => expect((await api.get('/api/profile', person.token)).status).toBe(200), { timeoutMs: 30_000 });
  return person;
}

/** The newest mail to `address` whose text matches, once it has arrived. */
const mailMatching = (address: string, pattern: RegExp) =>
  expectEventually(
    () => {
      const mail = mailsTo(address)
        .filter((m) => pattern.test(m))
        .at(-1);
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeoutMs: 15_000 },
  );

describe('texts in the person’s language beyond the day (issue 41)', () => {
  let hindiReader: Person;
  let englishReader: Person;
  beforeAll(async () => {
    [hindiReader, englishReader] = await Promise.all([signUp('texts-hi', HINDI), signUp('texts-en')]);
  });

  it('mails "confirm your e-mail" and the password reset in the recipient’s language', async () => {
    const hindiConfirm = await mailMatching(hindiReader.email, /confirm-email#token=/);
    expect(hindiConfirm).toMatch(/^Subject: अपना ई-मेल पता पक्का करें$/m);
    expect(hindiConfirm).toContain('नमस्ते,');
    expect(hindiConfirm).toContain(`पक्का करें कि ${hindiReader.email} आपका ही पता है`);
    const englishConfirm = await mailMatching(englishReader.email, /confirm-email#token=/);
    expect(englishConfirm).toMatch(/^Subject: Confirm your e-mail$/m);
    expect(englishConfirm).toContain(`Please confirm that ${englishReader.email} is your address`);

    // The reset mail reads the language from the profile (changed in Settings, not at sign-up).
    expect((await api.patch('/api/profile', { language: 'hi' }, englishReader.token)).status).toBe(200);
    expect((await api.post('/api/auth/recover', { email: englishReader.email })).status).toBe(200);
    const reset = await mailMatching(englishReader.email, /reset-password#type=recovery/);
    expect(reset).toMatch(/^Subject: अपना FLOW पासवर्ड बदलें$/m);
    expect(reset).toContain('किसी ने आपके FLOW खाते का पासवर्ड बदलने का अनुरोध किया है।');
    expect((await api.patch('/api/profile', { language: 'en' }, englishReader.token)).status).toBe(200);
  });

  it('says why the planner put a task where it did, and what is at risk, in Hindi for a Hindi reader', async () => {
    const task = { title: 'Write the board report', durationMinutes: 120, dueAt: inDays(6), energy: 'focus', splittable: true, minChunkMinutes: 60 };
    // Eight unsplittable hours due in two: nowhere to go.
    const late = { title: 'File the taxes', durationMinutes: 480, dueAt: inDays(1 / 12), energy: 'admin', splittable: false };
    for (const person of [hindiReader, englishReader]) {
      expect((await api.post('/api/tasks', task, person.token)).status).toBe(201);
      expect((await api.post('/api/tasks', late, person.token)).status).toBe(201);
    }

    const hindi = (await api.get('/api/plan', hindiReader.token)).body;
    const placed = hindi.placements.filter((p: { title: string }) => p.title === task.title);
    expect(placed.length).toBeGreaterThan(0);
    for (const p of placed) {
      expect(p.reason).toMatch(/^(सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि) \d\d:\d\d–\d\d:\d\d, /);
      expect(p.reason).toMatch(/की समय-सीमा से पहले$/);
      expect({ reason: p.reason, left: englishLeft(p.reason) }).toEqual({ reason: p.reason, left: [] });
    }
    expect(hindi.atRisk).toContainEqual(
      expect.objectContaining({ title: late.title, reason: expect.stringMatching(/ भरा हुआ है: इसके 8 घं में से कुछ भी नहीं रखा जा सकता$/) }),
    );

    const english = (await api.get('/api/plan', englishReader.token)).body;
    for (const p of english.placements.filter((x: { title: string }) => x.title === task.title))
      expect(p.reason).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) .*deadline/);
    expect(english.atRisk).toContainEqual(
      expect.objectContaining({ title: late.title, reason: expect.stringMatching(/ is full: none of its 8 h can be placed$/) }),
    );

    // Quick Add's preview says it the same way; the title stays as typed.
    const preview = await api.post('/api/tasks/parse', { message: 'Prepare the slides 1h' }, hindiReader.token);
    expect(preview.status).toBe(200);
    for (const p of preview.body.placements) {
      expect(p.title).toBe(preview.body.draft.title);
      expect(p.reason).toMatch(DEVANAGARI);
    }
  });

  it('gives the reasons of suggested times and of a chosen time’s fit in Hindi', async () => {
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const suggested = await api.request('POST', '/api/events/suggest-times', {
      body: { meetingType: 'deep_work', duration: 60, date },
      token: hindiReader.token,
      headers: { 'x-time-zone': 'UTC' },
    });
    expect(suggested.status).toBe(200);
    expect(suggested.body.suggestions.length).toBeGreaterThan(0);
    for (const t of suggested.body.suggestions) {
      expect(t.reason).toMatch(DEVANAGARI);
      expect({ reason: t.reason, title: t.title, left: englishLeft(`${t.reason} ${t.title}`) }).toEqual({ reason: t.reason, title: t.title, left: [] });
    }

    const day = (await api.get(`/api/daily-flow?date=${date}`, hindiReader.token)).body;
    const lunch = day.dayWindows.find((w: { name: string }) => w.name === 'lunch');
    const poor = await api.post('/api/events/fit', { date, timezone: 'UTC', meetingType: 'deep_work', startsAt: lunch.start, duration: 60 }, hindiReader.token);
    expect(poor.status).toBe(200);
    expect(poor.body.fit.reason).toMatch(/^आपके मुख्य भोजन के समय \(\d\d:\d\d–\d\d:\d\d\) से टकराता है$/);
    expect(poor.body.better?.reason).toMatch(DEVANAGARI);

    // Today's Daily Alignment and an event's alignment check speak Hindi too.
    const score = await api.request('GET', `/api/flow-score?date=${date}`, { token: hindiReader.token, headers: { 'x-time-zone': 'UTC' } });
    expect(score.status).toBe(200);
    for (const text of [score.body.message, ...score.body.tips]) expect({ text, left: englishLeft(text) }).toEqual({ text, left: [] });
    const check = await api.post(
      '/api/alignment/check',
      { rhythmActivity: 'Deep work on your most important task', rhythmIntensity: 0.85, eventTitle: 'Write the report', eventDescription: null },
      hindiReader.token,
    );
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'aligned', badge: 'अनुकूल' });
    expect(check.body.reason).toMatch(DEVANAGARI);
  });

  it('compares with a Co-Flow profile in Hindi, and invites a newcomer in the sender’s language', async () => {
    const manual = await api.post(
      '/api/coflow/manual-profiles',
      { full_name: 'Maya Manual', birth_date: '1990-04-13', birth_time: '07:10', birth_location: 'Mumbai, India' },
      hindiReader.token,
    );
    expect(manual.status).toBe(201);
    const alignment = await api.get(`/api/coflow/alignment?manualProfileId=${manual.body.id}`, hindiReader.token);
    expect(alignment.status).toBe(200);
    expect(alignment.body.me.name).toBe('आप');
    expect(alignment.body.other.name).toBe('Maya Manual');
    expect(alignment.body.compatibilityNotes.length).toBeGreaterThan(0);
    for (const note of alignment.body.compatibilityNotes) {
      const text = `${note.title} ${note.text}`;
      expect(text).toMatch(DEVANAGARI);
      expect({ text, left: englishLeft(text) }).toEqual({ text, left: [] });
    }
    const english = await api.request('GET', `/api/coflow/alignment?manualProfileId=${manual.body.id}`, {
      token: hindiReader.token,
      headers: { 'accept-language': 'en' },
    });
    // The profile decides, not the browser: still Hindi.
    expect(english.body.me.name).toBe('आप');

    await confirmEmail(sharedGatewayUrl(), hindiReader.email);
    const newcomer = uniqueEmail('texts-invited');
    expect((await api.post('/api/coflow/invites', { email: newcomer }, hindiReader.token)).status).toBe(201);
    const invitation = await mailMatching(newcomer, /auth\?tab=signup/);
    expect(invitation).toMatch(/^Subject: FLOW पर Co-Flow के लिए आपको न्योता$/m);
    expect(invitation).toContain(`(${hindiReader.email}) FLOW पर आपके साथ`);
  });
  it('writes the energy blueprint in the reader’s language when it is read, and again in English after a switch', async () => {
    const birth = { birthDate: '1988-02-10', birthTime: '', birthPlace: 'Mumbai, India' };
    const analysed = await api.post('/api/charts/analyze', birth, hindiReader.token);
    expect(analysed.status).toBe(200);
    const prose = ['essence', 'rhythm', 'focusWindows', 'needs', 'stressTendency', 'restorativeElements', 'nourishment', 'nourishAdvice'] as const;
    const hindiTexts = (analysis: Record<string, unknown>) => [
      ...prose.map((field) => String(analysis[field])),
      ...(analysis.factors as { facts: string[] }[]).flatMap((f) => f.facts),
    ];
    for (const text of [...hindiTexts(analysed.body.analysis), ...analysed.body.notes]) {
      expect(text).toMatch(DEVANAGARI);
      expect({ text, left: englishLeft(text) }).toEqual({ text, left: [] });
    }
    // The Energy Profile page reads GET /api/profile: the same prose, contract names and data unchanged.
    const profile = (await api.get('/api/profile', hindiReader.token)).body;
    expect(profile.vedic_analysis.essence).toBe(analysed.body.analysis.essence);
    expect(profile.vedic_analysis.essence).toMatch(/^आपकी प्रकृति /);
    expect(profile.vedic_analysis.constitution).toBe(profile.vedic_constitution);
    expect(profile.vedic_analysis.restorativeTime).toMatch(/pm/);

    // Settings → English: the stored blueprint reads in English at once, with no new analysis.
    expect((await api.patch('/api/profile', { language: 'en' }, hindiReader.token)).status).toBe(200);
    const english = (await api.get('/api/profile', hindiReader.token)).body.vedic_analysis;
    expect(english.essence).toMatch(/^Your constitution reads /);
    expect(english.blueprint).toEqual(profile.vedic_analysis.blueprint);
    for (const field of prose) expect(englishLeft(english[field]).length).toBeGreaterThan(0);
    expect((await api.patch('/api/profile', { language: 'hi' }, hindiReader.token)).status).toBe(200);
    expect((await api.get('/api/profile', hindiReader.token)).body.vedic_analysis.essence).toBe(profile.vedic_analysis.essence);
  });

  it('sends a failed Microsoft sign-in back to /auth with its reason in the browser’s language', async () => {
    const callback = await api.request('GET', `/api/auth/microsoft/callback?code=c&state=${'s'.repeat(43)}`, { headers: HINDI });
    expect(callback.status).toBe(302);
    const reason = new URL(callback.headers.get('location')!, 'http://flow.test').searchParams.get('error')!;
    expect(reason).toMatch(DEVANAGARI);
    expect(reason).not.toMatch(/sign-in|server|failed|try again/i);
  });
});
