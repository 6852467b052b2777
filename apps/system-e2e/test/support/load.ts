import type { HttpResult } from '@flow/testing';

export interface Outcome {
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: any;
}

/**
 * An open-loop load: one request every `intervalMs` (at most `maxInFlight` waiting), each bounded by
 * a client time-out, until stopped. Outcomes are kept in order of sending; status 0 means no answer.
 */
export class Load {
  readonly outcomes: Outcome[] = [];
  private timer?: NodeJS.Timeout;
  private inFlight = new Set<Promise<void>>();
  private sent = 0;

  constructor(
    private readonly request: (i: number) => Promise<HttpResult>,
    private readonly intervalMs = 100,
    private readonly maxInFlight = 20,
  ) {}

  start(): this {
    this.timer = setInterval(() => this.fire(), this.intervalMs);
    return this;
  }

  async stop(): Promise<Outcome[]> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
    return this.outcomes;
  }

  /** Resolves when `predicate` holds for the outcomes so far, or rejects after `timeoutMs`. */
  async until(predicate: (outcomes: Outcome[]) => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.outcomes)) {
      if (Date.now() > deadline)
        throw new Error(`load: ${what} did not happen within ${timeoutMs} ms; last: ${JSON.stringify(this.outcomes.slice(-3).map((o) => [o.status, o.ms]))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private fire() {
    if (this.inFlight.size >= this.maxInFlight) return;
    const i = this.sent++;
    const at = Date.now();
    const slot = { at, status: 0, ms: 0, retryAfter: null, body: undefined } as Outcome;
    this.outcomes.push(slot);
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 15 s')), 15_000)));
    const done = Promise.race([this.request(i), hung])
      .finally(() => clearTimeout(timer))
      .then((res) => Object.assign(slot, { status: res.status, retryAfter: res.headers.get('retry-after'), body: res.body }))
      .catch((error) => Object.assign(slot, { status: 0, body: String(error) }))
      .then(() => void (slot.ms = Date.now() - at))
      .finally(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  }
}
