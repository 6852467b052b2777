import { CoFlowMessages } from '@flow/contracts';
import { expectEventually } from '@flow/testing';
import { api, closeSockets, errorOf, openSocket, signUp, signUpEach, type TestUser } from './co-flow-test-kit';

afterAll(closeSockets);

describe('manual Co-Flow profiles', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [owner, other] = await signUpEach(
      () => signUp('manual', 'Olive Owner'),
      () => signUp('manual-other'),
    );
  });

  it("requires a name ('Name Required') and enforces the spec's limits", async () => {
    const refused = (body: object) => api.post('/api/coflow/manual-profiles', body, owner.token).then(errorOf);
    const nameRequired = { status: 422, code: 'VALIDATION_FAILED', message: CoFlowMessages.nameRequired };
    expect(await refused({})).toEqual(nameRequired);
    expect(await refused({ full_name: '    ' })).toEqual(nameRequired);
    expect(await refused({ full_name: 'n'.repeat(101) })).toMatchObject({ status: 422, message: 'Name must be at most 100 characters' });
    expect(await refused({ full_name: 'Ann', email: 'not-an-address' })).toMatchObject({ status: 422, message: CoFlowMessages.invalidEmail });
    expect(await refused({ full_name: 'Ann', email: `${'e'.repeat(250)}@x.com` })).toMatchObject({
      status: 422,
      message: 'E-mail must be at most 255 characters',
    });
    expect(await refused({ full_name: 'Ann', birth_location: 'l'.repeat(201) })).toMatchObject({
      status: 422,
      message: 'Birth location must be at most 200 characters',
    });
    expect(await refused({ full_name: 'Ann', notes: 'n'.repeat(501) })).toMatchObject({ status: 422, message: 'Notes must be at most 500 characters' });
    expect(await refused({ full_name: 'Ann', birth_date: '2999-01-01' })).toMatchObject({ status: 422, message: 'Birth date cannot be in the future' });
    expect(await refused({ full_name: 'Ann', unknown: 1 })).toMatchObject({ status: 422 });
    expect((await api.get('/api/coflow/manual-profiles', owner.token)).body.manualProfiles).toEqual([]);
  });

  it('trims everything, stores empty optional inputs as null, and runs no analysis without full birth data', async () => {
    const tab = await openSocket(owner.token);
    const created = await api.post(
      '/api/coflow/manual-profiles',
      {
        full_name: `  ${'N'.repeat(100)}  `,
        email: '  ',
        birth_date: '1990-05-01',
        birth_time: '',
        birth_location: ` ${'L'.repeat(200)} `,
        notes: ` ${'x'.repeat(500)} `,
      },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      creator_id: owner.id,
      full_name: 'N'.repeat(100),
      email: null,
      birth_date: '1990-05-01',
      birth_time: null,
      birth_location: 'L'.repeat(200),
      notes: 'x'.repeat(500),
      vedic_analysis: null,
      peak_energy_start: null,
      peak_energy_end: null,
    });
    await expectEventually(() =>
      expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.manual-profile-created', id: created.body.id })),
    );
    const minimal = (await api.post('/api/coflow/manual-profiles', { full_name: 'Min', email: ' Min@Example.COM ' }, owner.token)).body;
    expect(minimal).toMatchObject({ email: 'min@example.com', birth_date: null, birth_location: null, notes: null });
    // Newest first, and read back exactly as stored.
    expect((await api.get('/api/coflow/manual-profiles', owner.token)).body.manualProfiles).toEqual([minimal, created.body]);

    // Without an analysis there is nothing to align with.
    expect(errorOf(await api.get(`/api/coflow/alignment?manualProfileId=${minimal.id}`, owner.token))).toMatchObject({
      status: 422,
      code: 'NO_ENERGY_ANALYSIS',
    });
  });

  it('belongs to its creator only: others can neither read, align with nor delete it', async () => {
    const mine = (await api.post('/api/coflow/manual-profiles', { full_name: 'Private Person' }, owner.token)).body;
    expect((await api.get('/api/coflow/manual-profiles', other.token)).body.manualProfiles).toEqual([]);
    expect((await api.get(`/api/coflow/alignment?manualProfileId=${mine.id}`, other.token)).status).toBe(404);
    expect(errorOf(await api.delete(`/api/coflow/manual-profiles/${mine.id}`, other.token))).toMatchObject({
      status: 404,
      message: CoFlowMessages.manualProfileNotFound,
    });
    expect((await api.delete('/api/coflow/manual-profiles/not-a-uuid', owner.token)).status).toBe(404);

    const tab = await openSocket(owner.token);
    expect((await api.delete(`/api/coflow/manual-profiles/${mine.id}`, owner.token)).body).toEqual({ ok: true });
    await expectEventually(() => expect(tab.messages).toContainEqual(expect.objectContaining({ type: 'flow.evt.coflow.manual-profile-deleted', id: mine.id })));
    expect((await api.get('/api/coflow/manual-profiles', owner.token)).body.manualProfiles.map((p: { id: string }) => p.id)).not.toContain(mine.id);
    expect((await api.delete(`/api/coflow/manual-profiles/${mine.id}`, owner.token)).status).toBe(404);
  });

  it('asks for one target in the alignment query', async () => {
    expect((await api.get('/api/coflow/alignment', owner.token)).status).toBe(422);
    expect((await api.get(`/api/coflow/alignment?connectionId=${owner.id}&manualProfileId=${owner.id}`, owner.token)).status).toBe(422);
    expect((await api.get('/api/coflow/alignment?connectionId=nope', owner.token)).status).toBe(404);
  });
});
