import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type EncodedHtml = { body: string | Buffer; encoding?: 'br' | 'gzip' };

/** Picks Brotli, then gzip, from an Accept-Encoding header (a `;q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The app's HTML pages compressed: they carry the inlined stylesheet (about 34 KB, 7 KB in
 * Brotli) and are the first request of every visit, so a phone should not receive them raw.
 * `kept` pages (index.html and its per-page variants: a small set fixed at start) are compressed
 * once, as hard as Brotli goes, and kept; a page rendered for one request (`once`, a shared link)
 * is compressed at a quality that costs about a millisecond and is not kept.
 */
export function htmlCompressor(): (html: string, acceptEncoding: string | undefined, kind?: 'kept' | 'once') => EncodedHtml {
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  return (html, acceptEncoding, kind = 'kept') => {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { body: html };
    if (kind === 'once') {
      const raw = Buffer.from(html);
      const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
      return { body, encoding };
    }
    let compressed = cache.get(html);
    if (!compressed) {
      const raw = Buffer.from(html);
      compressed = { br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
      cache.set(html, compressed);
    }
    return { body: compressed[encoding], encoding };
  };
}
