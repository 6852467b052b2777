import { expectEventually, sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';

/** Issue 41's contract from outside: the person's language, their day and panchang in it, and 422s in it. */
const api = new TestHttpClient(sharedGatewayUrl());
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
const BIRTH = { birthDate: '1990-04-13', birthTime: '07:10', birthPlace: 'Mumbai, India' };

interface Person {
  id: string;
  token: string;
}

async function signUp(tag: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): Promise<Person> {
  const res = await api.post('/api/auth/signup', { email: uniqueEmail(tag), password: 'secret1', ...extra }, undefined, headers);
  expect(res.status).toBe(201);
  const person = { id: res.body.user.id as string, token: res.body.access_token as string };
  await expectEventually(async () => expect((await api.get('/api/profile', person.token)).status).toBe(200), { timeoutMs: 30_000 });
  return person;
}

async function placed(person: Person): Promise<void> {
  expect((await api.post('/api/charts/analyze', BIRTH, person.token)).status).toBe(200);
  expect((await api.patch('/api/profile', { current_location: 'Mumbai' }, person.token)).status).toBe(200);
}

describe('the person’s language (issue 41)', () => {
  let hindiReader: Person;
  let englishReader: Person;
  beforeAll(async () => {
    [hindiReader, englishReader] = await Promise.all([signUp('lang-hi', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }), signUp('lang-en')]);
    await Promise.all([placed(hindiReader), placed(englishReader)]);
  });

  it('is chosen at sign-up from the browser’s languages, else English', async () => {
    expect((await api.get('/api/profile', hindiReader.token)).body.language).toBe('hi');
    expect((await api.get('/api/profile', englishReader.token)).body.language).toBe('en');
  });

  it('PATCH /api/profile takes "en" or "hi" and refuses anything else with a 422', async () => {
    const person = await signUp('lang-patch');
    const refused = await api.patch('/api/profile', { language: 'fr' }, person.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe("language must be 'en' or 'hi'");

    const saved = await api.patch('/api/profile', { language: 'hi' }, person.token);
    expect(saved.status).toBe(200);
    expect(saved.body.profile.language).toBe('hi');
    expect((await api.get('/api/profile', person.token)).body.language).toBe('hi');

    // Signed in, the 422 speaks the profile's language whatever the browser says.
    const inHindi = await api.request('PATCH', '/api/profile', { body: { language: 'de' }, token: person.token, headers: { 'accept-language': 'en' } });
    expect(inHindi.status).toBe(422);
    expect(inHindi.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: "भाषा 'en' या 'hi' होनी चाहिए" });
  });

  it('GET /api/daily-flow writes the day in Hindi (Devanagari) for a Hindi reader, and in English for the other', async () => {
    const hi = await api.get('/api/daily-flow', hindiReader.token);
    expect(hi.status).toBe(200);
    for (const block of hi.body.rhythmBlocks.filter((b: { type?: string }) => b.type !== 'event')) {
      expect(block.theme).toMatch(DEVANAGARI);
      expect(block.activity).toMatch(DEVANAGARI);
      expect(block.description).toMatch(DEVANAGARI);
    }
    expect(hi.body.dailyGuidance.theme).toMatch(DEVANAGARI);
    expect(hi.body.dailyGuidance.focus).toMatch(DEVANAGARI);
    expect(hi.body.dailyGuidance.caution).toMatch(DEVANAGARI);
    expect(hi.body.reflection).toMatch(DEVANAGARI);
    expect(hi.body.reflection).not.toMatch(LATIN_WORD);
    for (const sentence of hi.body.vedicInfluences.summary) expect(sentence).toMatch(DEVANAGARI);
    expect(hi.body.vedicInfluences.dasha.description).toMatch(DEVANAGARI);
    expect(hi.body.vedicInfluences.panchanga.nakshatra.name).toMatch(DEVANAGARI);

    const en = await api.get('/api/daily-flow', englishReader.token);
    expect(en.status).toBe(200);
    expect(en.body.rhythmBlocks.map((b: { theme: string }) => b.theme)).toContain('Deep Focus');
    expect(en.body.reflection).not.toMatch(DEVANAGARI);
    expect(JSON.stringify(en.body)).not.toMatch(DEVANAGARI);
  });

  it('GET /api/panchang names tithi, nakshatra, yoga, karana and vara in Devanagari for a Hindi reader', async () => {
    const hi = await api.get('/api/panchang', hindiReader.token);
    expect(hi.status).toBe(200);
    for (const name of [
      hi.body.tithi.name,
      hi.body.nakshatra.name,
      hi.body.yoga.name,
      hi.body.karana.name,
      hi.body.vara.name,
      hi.body.vara.weekday,
      hi.body.moonSign.name,
    ]) {
      expect(name).toMatch(DEVANAGARI);
      expect(name).not.toMatch(LATIN_WORD);
    }
    // Data stays data: the paksha and the lords are the contract's enums.
    expect(['Shukla', 'Krishna']).toContain(hi.body.tithi.paksha);
    const en = await api.get('/api/panchang', englishReader.token);
    expect(en.body.nakshatra.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
  });

  it('GET /api/charts/transits explains each transit in Hindi for a Hindi reader', async () => {
    const hi = await api.get('/api/charts/transits', hindiReader.token);
    expect(hi.status).toBe(200);
    for (const t of hi.body.currentTransits) expect(t.description).toMatch(DEVANAGARI);
    const en = await api.get('/api/charts/transits', englishReader.token);
    for (const t of en.body.currentTransits) expect(t.description).not.toMatch(DEVANAGARI);
  });

  it('switching back to English needs no other change: the next day read is English', async () => {
    const person = await signUp('lang-switch', { 'accept-language': 'hi' });
    await placed(person);
    expect((await api.get('/api/daily-flow', person.token)).body.reflection).toMatch(DEVANAGARI);
    expect((await api.patch('/api/profile', { language: 'en' }, person.token)).status).toBe(200);
    expect((await api.get('/api/daily-flow', person.token)).body.reflection).not.toMatch(DEVANAGARI);
    // Another person's language is untouched by it.
    expect((await api.get('/api/profile', hindiReader.token)).body.language).toBe('hi');
  });

  it('a 422 for someone signed out follows Accept-Language', async () => {
    const hi = await api.request('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('lang-422'), password: 'abc' },
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(hi.status).toBe(422);
    expect(hi.body.error.message).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए');
    const en = await api.request('POST', '/api/auth/signup', { body: { email: uniqueEmail('lang-422'), password: 'abc' } });
    expect(en.body.error.message).toBe('Password must be at least 6 characters');
  });
});
