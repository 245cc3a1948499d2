import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { htmlCompressor, preferredEncoding } from './compressed-html';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('htmlCompressor', () => {
  const html = `<!doctype html><style>${'.a{color:red}'.repeat(500)}</style>`;

  it('sends the page compressed in the encoding the browser takes, each computed once', () => {
    const compress = htmlCompressor();
    const br = compress(html, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect((br.body as Buffer).length).toBeLessThan(html.length / 10);
    expect(compress(html, 'br').body).toBe(br.body);
    const gzip = compress(html, 'gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(html);
  });

  it('compresses a page rendered for one request without keeping it', () => {
    const compress = htmlCompressor();
    const first = compress(html, 'br', 'once');
    expect(brotliDecompressSync(first.body as Buffer).toString()).toBe(html);
    expect(compress(html, 'br', 'once').body).not.toBe(first.body);
    expect(gunzipSync(compress(html, 'gzip', 'once').body as Buffer).toString()).toBe(html);
  });

  it('sends the page as it is to a client that takes no compression', () => {
    expect(htmlCompressor()(html, undefined)).toEqual({ body: html });
  });
});
