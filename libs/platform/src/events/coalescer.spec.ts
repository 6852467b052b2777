import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  it('drains the keys of a burst once, and answers every caller when that drain is done', async () => {
    const drains: [string, number][][] = [];
    const coalescer = new Coalescer<string, number>(async (entries) => void drains.push([...entries].sort()), 5);
    await Promise.all([coalescer.add(['a'], 1), coalescer.add(['b', 'a'], 2), coalescer.add(['a'], 3)]);
    expect(drains).toEqual([
      [
        ['a', 3],
        ['b', 2],
      ],
    ]);
    await coalescer.add(['a'], 4);
    expect(drains).toEqual([
      [
        ['a', 3],
        ['b', 2],
      ],
      [['a', 4]],
    ]);
  });

  it('fails every caller of a failed drain, so their events come back', async () => {
    let fail = true;
    const coalescer = new Coalescer<string>(async () => {
      if (fail) throw new Error('redis away');
    }, 1);
    const results = await Promise.allSettled([coalescer.add(['a']), coalescer.add(['b'])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(coalescer.add(['a'])).resolves.toBeUndefined();
  });
});
