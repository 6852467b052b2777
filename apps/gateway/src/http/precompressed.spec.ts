import zlib from 'node:zlib';
import { PrecompressedBodies, preferredEncoding } from './precompressed';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['GZIP ; q=0.8', 'gzip'],
  ])('%s → %s', (header, expected) => expect(preferredEncoding(header)).toBe(expected));
});

describe('PrecompressedBodies', () => {
  const day = Buffer.from(JSON.stringify({ blocks: Array.from({ length: 40 }, (_, i) => ({ name: `Block ${i}`, energy: 'steady' })) }));

  it('compresses a body once per version and coding, and the copy decodes to the body', () => {
    const bodies = new PrecompressedBodies();
    const br = bodies.get('"v1"', day, 'br')!;
    expect(zlib.brotliDecompressSync(br).equals(day)).toBe(true);
    expect(bodies.get('"v1"', day, 'br')).toBe(br);
    const gzip = bodies.get('"v1"', day, 'gzip')!;
    expect(zlib.gunzipSync(gzip).equals(day)).toBe(true);
    // Another version of the day is another copy.
    const changed = Buffer.concat([day, Buffer.from(' ')]);
    expect(zlib.brotliDecompressSync(bodies.get('"v2"', changed, 'br')!).equals(changed)).toBe(true);
  });

  it('leaves small bodies alone and keeps no more than its bound, dropping the least recently used', () => {
    const bodies = new PrecompressedBodies(1);
    expect(bodies.get('"small"', Buffer.from('{}'), 'br')).toBeNull();
    const first = bodies.get('"a"', day, 'br');
    // Over the bound at once: the next read of "a" compresses again (a new copy, equal bytes).
    const again = bodies.get('"a"', day, 'br');
    expect(again).not.toBe(first);
    expect(again!.equals(first!)).toBe(true);
  });
});
