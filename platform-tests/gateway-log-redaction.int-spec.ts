import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { standInWebBuild } from './stand-in-web-build';

jest.setTimeout(60_000);

/** A path exactly as written: fetch() would resolve `..` and `//` before sending. */
function send(base: string, method: string, path: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const newToken = () => randomBytes(24).toString('base64url');

/** Every way of spelling a share link the router (or the web app's router) still serves. */
const SPELLINGS: Array<[method: string, path: (token: string) => string]> = [
  ['GET', (t) => `/shared/${t}`],
  ['GET', (t) => `/shared%2F${t}`],
  ['GET', (t) => `//shared/${t}`],
  ['GET', (t) => `/x/../shared/${t}`],
  ['GET', (t) => `/x/%2E%2E/shared/${t}`],
  ['GET', (t) => `/admin-preview/shared/${t}`],
  ['GET', (t) => `/%73hared/${t}`],
  ['GET', (t) => `/SHARED/${t}`],
  ['GET', (t) => `/api/v1/shared/${t}`],
  ['GET', (t) => `/api/v1/shared%2F${t}`],
  ['POST', (t) => `/api/v1//shared/${t}/access`],
];

describe('share tokens never reach the gateway log', () => {
  let gateway: GatewayProcess;

  beforeAll(async () => {
    const web = standInWebBuild();
    // No sharing service runs: the share API answers 503 after a short RPC timeout, and is logged like any answer.
    gateway = await startGatewayProcess({ WEB_DIST_DIR: web, WEB_SERVER_DIR: '/nonexistent-web-server', RPC_TIMEOUT_MS: '300' });
  });
  afterAll(() => gateway?.stop());

  it('prints every spelling of a share link with the token taken out, in the request line and in browser logs', async () => {
    const tokens = SPELLINGS.map(newToken);
    for (const [i, [method, path]] of SPELLINGS.entries()) {
      expect(await send(gateway.url, method, path(tokens[i]), method === 'POST' ? { password: 'wrong-password' } : undefined)).toBeGreaterThan(0);
    }
    const pageToken = newToken();
    const logBatch = {
      logs: [{ level: 'error', message: `Failed to fetch /api/v1/shared/${pageToken}/content`, timestamp: new Date().toISOString(), route: `/shared/${pageToken}` }],
    };
    expect(await send(gateway.url, 'POST', '/api/logs', logBatch)).toBe(204);
    expect(await gateway.stop()).toBe(0);

    const output = gateway.output();
    const leaked = SPELLINGS.filter((_, i) => output.includes(tokens[i])).map(([method, path]) => `${method} ${path('<token>')}`);
    expect(leaked).toEqual([]);
    expect(output).not.toContain(pageToken);
    const requestLines = gateway.lines().filter((line) => line.msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(SPELLINGS.length);
    expect(requestLines.map((line) => line.url)).toEqual(expect.arrayContaining(['/shared/[redacted]', '/admin-preview/shared/[redacted]', '/api/v1/shared/[redacted]/access']));
    expect(gateway.lines().find((line) => line.msg.startsWith('Failed to fetch'))).toMatchObject({ msg: 'Failed to fetch /api/v1/shared/[redacted]/content', route: '/shared/[redacted]' });
  });
});
