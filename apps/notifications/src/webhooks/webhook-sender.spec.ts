import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RESPONSE_EXCERPT_CHARS, sendWebhook } from './webhook-sender';

describe('sending one webhook attempt', () => {
  let server: Server;
  let port: number;
  const seen: Array<{ host?: string; body: string; signature?: string }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ host: req.headers.host, body, signature: req.headers['webhook-signature'] as string | undefined });
        if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
        if (req.url === '/long') return void res.writeHead(500).end('e'.repeat(50_000));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('connects to the checked address whatever the name resolves to now (no second DNS answer)', async () => {
    // .invalid never resolves: the request can only arrive through the pinned address.
    const target = { url: new URL(`http://rebind.invalid:${port}/hook`), address: '127.0.0.1', family: 4 as const };
    const result = await sendWebhook(target, { 'webhook-signature': 'v1,abc' }, '{"a":1}', 5_000);
    expect(result).toEqual({ status: 204, excerpt: null, error: null });
    expect(seen.at(-1)).toEqual({ host: `rebind.invalid:${port}`, body: '{"a":1}', signature: 'v1,abc' });
  });

  it('keeps only an excerpt of a long answer', async () => {
    const result = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/long`), address: '127.0.0.1', family: 4 }, {}, '{}', 5_000);
    expect(result.status).toBe(500);
    expect(result.excerpt).toHaveLength(RESPONSE_EXCERPT_CHARS);
  });

  it('gives up after the timeout', async () => {
    const result = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/slow`), address: '127.0.0.1', family: 4 }, {}, '{}', 300);
    expect(result).toEqual({ status: null, excerpt: null, error: 'no answer within 300 ms' });
  });
});
