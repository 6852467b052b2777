/**
 * Work per key (a person) that a burst of events asks for many times, done once: keys added within
 * `delayMs` of the first are drained together in one call, each with the last value added for it.
 * `add` resolves when the drain that took its keys succeeded and rejects when it failed, so an event
 * is acknowledged only after its work is done (a failed drain's events are redelivered, coalesced again).
 */
export class Coalescer<K, V = undefined> {
  private entries = new Map<K, V>();
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly drain: (entries: Map<K, V>) => Promise<void>,
    private readonly delayMs: number,
  ) {}

  add(keys: Iterable<K>, value?: V): Promise<void> {
    for (const key of keys) this.entries.set(key, value as V);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return done;
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const entries = this.entries;
    const waiters = this.waiters;
    this.entries = new Map();
    this.waiters = [];
    try {
      if (entries.size) await this.drain(entries);
      for (const w of waiters) w.resolve();
    } catch (error) {
      for (const w of waiters) w.reject(error);
    }
  }
}
