import zlib from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './compression';

export type BodyEncoding = 'br' | 'gzip';

/**
 * The coding to answer in for an Accept-Encoding header: brotli before gzip, unless the header ranks
 * gzip higher or refuses brotli (q=0); none when neither is accepted (identity).
 */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send one of a few fixed headers: each is parsed once.
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known ?? undefined;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (chosen.size < 64) chosen.set(acceptEncoding, encoding ?? null);
  return encoding;
}
const chosen = new Map<string, BodyEncoding | null>();

function parseAcceptEncoding(acceptEncoding: string): BodyEncoding | undefined {
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    if (name?.trim()) q[name.trim()] = weight === undefined ? 1 : Number(weight);
  }
  const wildcard = q['*'];
  const weightOf = (name: BodyEncoding) => q[name] ?? wildcard ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Compressed copies of bodies that are sent many times unchanged (a stored day, by its ETag): each
 * is compressed once per gateway instead of once per answer, which was most of a cached read's CPU
 * for a browser (every browser asks for br or gzip). Bounded: the least recently used go first.
 */
export class PrecompressedBodies {
  private readonly copies = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 8 * 1024 * 1024) {}

  /** `body` in `encoding`, from the copy kept for `etag` or compressed now; null when too small to be worth it. */
  get(etag: string, body: Buffer, encoding: BodyEncoding): Buffer | null {
    if (body.length < COMPRESS_THRESHOLD_BYTES) return null;
    // The length too: an ETag names one body, but a stored entry changed by hand must not get another's bytes.
    const key = `${encoding} ${body.length} ${etag}`;
    const kept = this.copies.get(key);
    if (kept) {
      this.copies.delete(key);
      this.copies.set(key, kept);
      return kept;
    }
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : zlib.gzipSync(body);
    this.copies.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldest, copy] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldest);
      this.bytes -= copy.length;
    }
    return compressed;
  }
}
