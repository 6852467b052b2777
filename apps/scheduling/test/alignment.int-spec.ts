import { sharedApi, signUp, eventAt } from './helpers';

const api = sharedApi();

describe('alignment overrides', () => {
  it('cycles auto → aligned → not aligned → auto, one override per event', async () => {
    const user = await signUp(api, 'override');
    const event = (await api.post('/api/events', eventAt(2), user.token)).body.event;
    const other = (await api.post('/api/events', eventAt(4), user.token)).body.event;
    const overrides = async () => (await api.get('/api/alignment/overrides', user.token)).body.overrides;
    expect(await overrides()).toEqual([]);

    const aligned = await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: true }, user.token);
    expect(aligned.status).toBe(200);
    expect(aligned.body).toEqual({ event_id: event.id, is_aligned: true });
    expect(await overrides()).toEqual([{ event_id: event.id, is_aligned: true }]);

    expect((await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: false }, user.token)).status).toBe(200);
    expect(await overrides()).toEqual([{ event_id: event.id, is_aligned: false }]);

    expect((await api.put(`/api/alignment/overrides/${other.id}`, { isAligned: true }, user.token)).status).toBe(200);
    expect((await api.delete(`/api/alignment/overrides/${event.id}`, user.token)).body).toEqual({ ok: true });
    expect(await overrides()).toEqual([{ event_id: other.id, is_aligned: true }]);
    // Back to auto twice is still fine.
    expect((await api.delete(`/api/alignment/overrides/${event.id}`, user.token)).status).toBe(200);
  });

  it('drops the override with its event', async () => {
    const user = await signUp(api, 'override-del');
    const event = (await api.post('/api/events', eventAt(2), user.token)).body.event;
    await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: true }, user.token);
    await api.delete(`/api/events/${event.id}`, user.token);
    expect((await api.get('/api/alignment/overrides', user.token)).body.overrides).toEqual([]);
  });

  it('refuses a body without a boolean isAligned', async () => {
    const user = await signUp(api, 'override-bad');
    const event = (await api.post('/api/events', eventAt(2), user.token)).body.event;
    expect((await api.put(`/api/alignment/overrides/${event.id}`, { isAligned: 'yes' }, user.token)).status).toBe(422);
    expect((await api.put(`/api/alignment/overrides/${event.id}`, {}, user.token)).status).toBe(422);
  });
});
