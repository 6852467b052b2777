import { recipientLanguage } from './recipient-language';
import type { RpcClient } from './rpc-client';

const logger = { warn: jest.fn() };
const rpcAnswering = (answer: () => Promise<unknown>) => {
  const request = jest.fn(answer);
  return { rpc: { request } as unknown as RpcClient, request };
};

describe('recipientLanguage', () => {
  it("writes in the person's language, asking profile-chart with a short time limit", async () => {
    const { rpc, request } = rpcAnswering(async () => ({ language: 'hi' }));
    await expect(recipientLanguage(rpc, logger, 'u1')).resolves.toBe('hi');
    expect(request).toHaveBeenCalledWith('flow.profile.language', { userId: 'u1' }, { timeoutMs: 1_500 });
  });

  it('writes in English, and says why, when profile-chart does not answer', async () => {
    const { rpc } = rpcAnswering(async () => Promise.reject(new Error('timeout')));
    await expect(recipientLanguage(rpc, logger, 'u2')).resolves.toBe('en');
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u2' }), 'language unavailable; writing English');
  });
});
