import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { serveParent, signalFailed, signalReady } from './ipc';

export type VerifyStats = { count: number; cpuMicros: number; wallMicros: number };

/**
 * The baseline of the gateway benchmark: plain `node:http` answering the same JSON bytes
 * the gateway answers, nothing else. It also measures one ES256 verification (jose), the
 * unit of the authenticated-route target, on the same CPU as the servers.
 */
async function main(): Promise<void> {
  const body = Buffer.from(process.env.BENCH_BARE_BODY ?? '{}');
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const token = await new SignJWT({ role: 'founder' })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setSubject('5b0e6f0e-4d7c-4d35-9d0a-0f3f5f9a1c11')
    .setIssuer('https://blueprintvault.example')
    .setAudience('blueprint-vault')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
  const verifyOnce = () => jwtVerify(token, publicKey, { issuer: 'https://blueprintvault.example', audience: 'blueprint-vault', algorithms: ['ES256'] });

  serveParent(
    {
      verify: async (args) => {
        const count = (args as { count: number }).count;
        for (let i = 0; i < 200; i++) await verifyOnce();
        const cpu0 = process.cpuUsage();
        const wall0 = process.hrtime.bigint();
        for (let i = 0; i < count; i++) await verifyOnce();
        const cpu = process.cpuUsage(cpu0);
        const wallMicros = Number(process.hrtime.bigint() - wall0) / 1000;
        const stats: VerifyStats = { count, cpuMicros: cpu.user + cpu.system, wallMicros };
        return stats;
      },
    },
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  signalReady({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

main().catch((err: Error) => {
  signalFailed(err);
  setTimeout(() => process.exit(1), 50);
});
