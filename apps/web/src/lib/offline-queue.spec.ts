import { ApiError, NetworkError, NetworkMessages, RequestTimeoutError, setRequestTimeout, apiCall } from './api-client';
import { flushQueue, isQueued, OfflineQueueMessages, pendingRequests, sendOrQueue } from './offline-queue';
import { onNotice, type Notice } from './notices';

describe('offline queue', () => {
  let notices: Notice[];
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    notices = [];
    stop = onNotice((n) => notices.push(n));
  });
  afterEach(() => stop());

  it('keeps a request that never reached the server, says so, and sends it in order when back online', async () => {
    const first = await sendOrQueue('createCheckin', { energy: 4 }, () => Promise.reject(new NetworkError(NetworkMessages.offline)));
    await sendOrQueue('createCheckin', { energy: 2 }, () => Promise.reject(new NetworkError()));
    expect(isQueued(first)).toBe(true);
    expect(notices[0]).toMatchObject({ type: 'info', title: OfflineQueueMessages.savedOffline, description: OfflineQueueMessages.willSend });
    expect(pendingRequests().map((r) => r.body)).toEqual([{ energy: 4 }, { energy: 2 }]);

    // Still offline: nothing is lost.
    const offline = jest.fn(() => Promise.reject(new NetworkError()));
    expect(await flushQueue(offline)).toBe(0);
    expect(pendingRequests()).toHaveLength(2);

    const sent: unknown[] = [];
    expect(await flushQueue(async (r) => sent.push(r.body))).toBe(2);
    expect(sent).toEqual([{ energy: 4 }, { energy: 2 }]);
    expect(pendingRequests()).toEqual([]);
    expect(notices.at(-1)).toMatchObject({ type: 'success', title: OfflineQueueMessages.sent(2) });
  });

  it('does not queue what may have reached the server (a timeout, an answer) and drops what the server refuses', async () => {
    await expect(sendOrQueue('createEvent', {}, () => Promise.reject(new RequestTimeoutError()))).rejects.toThrow(NetworkMessages.timeout);
    await expect(sendOrQueue('createEvent', {}, () => Promise.reject(new ApiError(400, 'VALIDATION', 'Bad')))).rejects.toThrow('Bad');
    expect(pendingRequests()).toEqual([]);

    await sendOrQueue('createCheckin', { energy: 9 }, () => Promise.reject(new NetworkError()));
    expect(await flushQueue(() => Promise.reject(new ApiError(400, 'VALIDATION', 'Energy must be 1 to 5')))).toBe(0);
    expect(pendingRequests()).toEqual([]);
    expect(notices.at(-1)).toMatchObject({ type: 'error', title: OfflineQueueMessages.refused, description: 'Energy must be 1 to 5' });
  });
});

describe('request time limit', () => {
  afterEach(() => setRequestTimeout(15_000));

  it('gives up on a request with no answer and says why', async () => {
    jest.useFakeTimers();
    setRequestTimeout(50);
    globalThis.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
        ),
    ) as unknown as typeof fetch;
    const call = apiCall('getUser');
    const failed = expect(call).rejects.toThrow(NetworkMessages.timeout);
    await jest.advanceTimersByTimeAsync(60);
    await failed;
    jest.useRealTimers();
  });
});
