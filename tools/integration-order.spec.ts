// The integration run's order (tools/integration-order.cjs): longest first, and the files that mostly wait
// each placed after one of the others, so a worker waits beside a busy one rather than beside another wait.
const { order } = require('./integration-order.cjs') as {
  order(files: string[], seconds: (file: string) => number, waiting: (file: string) => boolean): string[];
};

const SECONDS: Record<string, number> = { browser: 120, fuzz: 100, drill: 80, small: 3, timers: 35, failover: 10 };
const WAITING = new Set(['timers', 'failover']);
const seconds = (file: string) => SECONDS[file] ?? 10;
const waiting = (file: string) => WAITING.has(file);

describe('integration order', () => {
  it('puts the longest file first and each waiting file, longest first, after one of the others', () => {
    expect(order(Object.keys(SECONDS), seconds, waiting)).toEqual(['browser', 'timers', 'fuzz', 'failover', 'drill', 'small']);
  });

  it('is longest first when no file waits, with ties by name', () => {
    expect(order(['b', 'a', 'browser', 'small'], seconds, () => false)).toEqual(['browser', 'a', 'b', 'small']);
  });

  it('keeps every file once when the waiting files outnumber the others', () => {
    const files = ['small', 'timers', 'failover', 'w3'];
    const ordered = order(files, seconds, (file) => file !== 'small');
    expect(ordered).toEqual(['small', 'timers', 'failover', 'w3']);
    expect([...ordered].sort()).toEqual([...files].sort());
  });
});
