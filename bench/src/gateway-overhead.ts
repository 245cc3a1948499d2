import { BenchChild, canPin } from './lib/children';
import { Client } from 'pg';
import { DATABASE_URL, sleep, withTimeout } from './lib/infra';
import { load, machineBusyMicros, numberSetting, pinSelf, selfCpuMicros, serverCpuMicros, serverCpuSince, type LoadResult, type ServerCpu } from './lib/load';
import { migrateApp, startHost } from './lib/platform';
import { environment, fmt, out, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { runBenchmark } from './lib/run';
import type { VerifyStats } from './lib/bare-server';

/**
 * Item 1 of issue 11. Server CPU time per request of the gateway (public route
 * GET /api/v1/flags, answered over RabbitMQ RPC by the flags service) against a bare
 * node:http server answering the same JSON bytes, both under autocannon with the same
 * connections; servers pinned to CPU 1, the load generator to CPU 0. One ES256 verification
 * (jose) is measured in the same rounds, for the authenticated-route target.
 */
runBenchmark('gateway-overhead', 300, async (ctx) => {
  const connections = numberSetting('BENCH_CONNECTIONS', 10);
  const seconds = numberSetting('BENCH_SECONDS', 4);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const verifies = numberSetting('BENCH_VERIFIES', 2000);
  const pinned = canPin() && pinSelf(0);
  const env = await environment(['autocannon', 'fastify', '@nestjs/core', '@nestjs/platform-fastify', 'amqp-connection-manager', 'ioredis', 'jose']);
  printHeader('gateway overhead: server CPU per request, gateway vs bare node:http (issue 11, item 1)', env, [
    `${connections} connections, ${seconds} s per run, ${rounds} interleaved rounds (order alternates), pipelining 1`,
    pinned ? 'load generator pinned to CPU 0; bare server and gateway pinned to CPU 1; flags service, PostgreSQL, RabbitMQ, Redis unpinned' : 'taskset unavailable: nothing pinned',
    `gateway: production build, LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'} (request log to a file), rate limit raised so it never answers 429`,
    `floor: the gateway's hot-route code on a bare node:http server (bench/src/lib/floor-server.ts), pinned like the others${process.env.BENCH_FLOOR_WITHOUT ? `, without ${process.env.BENCH_FLOOR_WITHOUT}` : ''}`,
    `ES256: jose jwtVerify (signature + iss/aud/exp checks) of one token, ${verifies} sequential calls per round, on CPU 1`,
  ]);

  await migrateApp(ctx, 'flags');
  await migrateApp(ctx, 'identity');
  const flags = await startHost(ctx, 'flags', [{ app: 'flags' }]);
  const identity = await startHost(ctx, 'identity', [{ app: 'identity' }]);
  const gateway = await startHost(ctx, 'gateway', [{ app: 'gateway', env: { RATE_LIMIT_PER_MINUTE: '100000000', LITE_SUBMISSIONS_PER_MINUTE: '100000000' } }], {
    cpu: 1,
  });
  const publicUrl = `${gateway.urls.gateway}/api/v1/flags`;
  const first = await withTimeout(fetch(publicUrl), 15_000, `GET ${publicUrl}`);
  const body = await first.text();
  if (first.status !== 200) throw new Error(`GET /api/v1/flags answered ${first.status}: ${body}`);
  const authHeaders = { authorization: `Bearer ${await signedInAccessToken(gateway.urls.gateway, ctx.names.schemaOf('identity'))}` };
  const meUrl = `${gateway.urls.gateway}/api/v1/auth/me`;
  const bare = await BenchChild.start({ name: 'bare', script: 'lib/bare-server.js', env: { BENCH_BARE_BODY: body }, cpu: 1, readyTimeoutMs: 20_000 });
  const bareUrl = (bare.readyData as { url: string }).url;
  const floor = await BenchChild.start({
    name: 'floor',
    script: 'lib/floor-server.js',
    env: {
      BENCH_BARE_BODY: body,
      BENCH_REDIS_PREFIX: ctx.names.redisPrefix,
      BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      BENCH_FLOOR_WITHOUT: process.env.BENCH_FLOOR_WITHOUT ?? '',
    },
    cpu: 1,
    readyTimeoutMs: 20_000,
  });
  const floorUrl = `${(floor.readyData as { url: string }).url}/api/v1/flags`;
  out(`same JSON from both (${Buffer.byteLength(body)} bytes): ${body.slice(0, 100)}…`);

  type Run = { load: LoadResult; serverMicros: number; flagsMicros: number; platformMicros: number; servers: ServerCpu };
  const measure = async (server: BenchChild, url: string, runSeconds: number, overallRate?: number, headers?: Record<string, string>): Promise<Run> => {
    const server0 = await server.cpuMicros();
    const flags0 = await flags.child.cpuMicros();
    const machine0 = machineBusyMicros();
    const servers0 = serverCpuMicros();
    const self0 = selfCpuMicros();
    const result = await load({ url, connections, duration: runSeconds, ...(overallRate ? { overallRate } : {}), ...(headers ? { headers } : {}) });
    // Let the last in-flight requests finish before reading the counters.
    await sleep(200);
    const serverMicros = (await server.cpuMicros()) - server0;
    const flagsMicros = (await flags.child.cpuMicros()) - flags0;
    const platformMicros = machineBusyMicros() - machine0 - (selfCpuMicros() - self0);
    return {
      load: result,
      serverMicros: serverMicros / result.responses,
      flagsMicros: flagsMicros / result.responses,
      platformMicros: platformMicros / result.responses,
      servers: serverCpuSince(servers0, result.responses),
    };
  };

  out('warming up (JIT, connection pools)…');
  await measure(bare, bareUrl, 2);
  await measure(floor, floorUrl, 2);
  await measure(gateway.child, publicUrl, 3);
  await measure(gateway.child, `${gateway.urls.gateway}/health/live`, 1);
  await measure(gateway.child, meUrl, 2, undefined, authHeaders);

  const rows: string[][] = [];
  const bareCpu: number[] = [];
  const gatewayCpu: number[] = [];
  const healthCpu: number[] = [];
  const bareSlowCpu: number[] = [];
  const verifyCpu: number[] = [];
  const authCpu: number[] = [];
  const floorCpu: number[] = [];
  const ratios: number[] = [];
  const healthRatios: number[] = [];
  const platformCpu: number[] = [];
  const flagsCpu: number[] = [];
  const postgresCpu: number[] = [];
  const rabbitCpu: number[] = [];
  const redisCpu: number[] = [];
  const bareRps: number[] = [];
  const gatewayRps: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    let bareRun: Run | undefined;
    let gatewayRun: Run | undefined;
    let floorRun: Run | undefined;
    const steps: (() => Promise<void>)[] = [
      async () => {
        bareRun = await measure(bare, bareUrl, seconds);
      },
      async () => {
        floorRun = await measure(floor, floorUrl, seconds);
      },
      async () => {
        gatewayRun = await (round === 1 ? gateway.child.profiled('gateway-flags-route', () => measure(gateway.child, publicUrl, seconds)) : measure(gateway.child, publicUrl, seconds));
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    const healthRun = await measure(gateway.child, `${gateway.urls.gateway}/health/live`, Math.max(1, seconds / 2));
    const authRun = await measure(gateway.child, meUrl, seconds, undefined, authHeaders);
    // Diagnostic: the bare server held to the gateway's request rate, so both wake up as often.
    const bareSlowRun = await measure(bare, bareUrl, Math.max(1, seconds / 2), Math.max(1, Math.round(gatewayRun!.load.perSecond)));
    const verify = await bare.request<VerifyStats>('verify', { count: verifies }, 60_000);
    if (!bareRun || !gatewayRun || !floorRun) throw new Error('a run did not happen');
    floorCpu.push(floorRun.serverMicros);
    const verifyMicros = verify.cpuMicros / verify.count;
    bareCpu.push(bareRun.serverMicros);
    gatewayCpu.push(gatewayRun.serverMicros);
    healthCpu.push(healthRun.serverMicros);
    bareSlowCpu.push(bareSlowRun.serverMicros);
    verifyCpu.push(verifyMicros);
    authCpu.push(authRun.serverMicros);
    ratios.push(gatewayRun.serverMicros / bareRun.serverMicros);
    healthRatios.push(healthRun.serverMicros / bareRun.serverMicros);
    platformCpu.push(gatewayRun.platformMicros);
    flagsCpu.push(gatewayRun.flagsMicros);
    postgresCpu.push(gatewayRun.servers.postgres);
    rabbitCpu.push(gatewayRun.servers.rabbitmq);
    redisCpu.push(gatewayRun.servers.redis);
    bareRps.push(bareRun.load.perSecond);
    gatewayRps.push(gatewayRun.load.perSecond);
    rows.push([
      String(round),
      fmt(bareRun.serverMicros),
      fmt(bareRun.load.perSecond, 0),
      fmt(gatewayRun.serverMicros),
      fmt(gatewayRun.load.perSecond, 0),
      fmt(gatewayRun.serverMicros / bareRun.serverMicros, 2),
      fmt(floorRun.serverMicros),
      fmt(healthRun.serverMicros),
      fmt(bareSlowRun.serverMicros),
      fmt(gatewayRun.flagsMicros),
      fmt(gatewayRun.platformMicros),
      fmt(verifyMicros),
    ]);
  }
  await gateway.child.stop();
  await bare.stop();
  await floor.stop();
  await flags.child.stop();
  await identity.child.stop();

  out();
  table(
    ['round', 'bare µs/req', 'bare req/s', 'gateway µs/req', 'gw req/s', 'gw/bare', 'floor µs/req', 'gw /health/live µs', 'bare@gw rate µs', 'flags svc µs/req', 'machine µs/req', 'ES256 verify µs'],
    rows,
  );
  out('(µs/req = CPU time of that server process per answered request; "machine" = every process on the machine but the load generator, while the gateway ran: gateway + flags + RabbitMQ + PostgreSQL + Redis + noise)');
  out();
  printSpreads([
    ['bare node:http µs/req', bareCpu],
    ['gateway GET /api/v1/flags µs/req', gatewayCpu],
    ['ratio gateway/bare', ratios, 2],
    ["floor µs/req (the gateway's hot-route code on a bare server: headers, budget, metrics, log line)", floorCpu],
    ['ratio floor/bare (what the kept behaviours cost)', floorCpu.map((f, i) => f / bareCpu[i]), 2],
    ['ratio gateway/floor (what the rest of the gateway process costs)', gatewayCpu.map((g, i) => g / floorCpu[i]), 2],
    ['gateway GET /health/live µs/req (no RPC, no rate limit, no log)', healthCpu],
    ['ratio /health/live / bare', healthRatios, 2],
    ["bare µs/req at the gateway's req/s", bareSlowCpu],
    ['ratio gateway / bare at the same req/s', gatewayCpu.map((g, i) => g / bareSlowCpu[i]), 2],
    ['flags service µs/req', flagsCpu],
    ['machine µs/req while gateway ran', platformCpu],
    ['  of which PostgreSQL µs/req', postgresCpu],
    ['  of which RabbitMQ µs/req', rabbitCpu],
    ['  of which Redis µs/req', redisCpu],
    ['ES256 verify µs (CPU)', verifyCpu],
    ['gateway GET /api/v1/auth/me µs/req (verify + RPC to identity)', authCpu],
    ['bare req/s', bareRps, 0],
    ['gateway req/s', gatewayRps, 0],
  ]);

  const ratio = spread(ratios);
  const authTargets = bareCpu.map((b, i) => b + 1.2 * verifyCpu[i]);
  const authTarget = spread(authTargets);
  const authRatios = authCpu.map((a, i) => a / authTargets[i]);
  const authRatio = spread(authRatios);
  out();
  out(`authenticated route GET /api/v1/auth/me (AuthGuard ES256 verify, then an identity.me RPC): gateway ${fmt(spread(authCpu).median)} µs/req`);
  out(`  against the bound bare + 1.2 × ES256 verify = ${fmt(authTarget.median)} µs/req: ratio median ${fmt(authRatio.median, 2)} (min ${fmt(authRatio.min, 2)}, max ${fmt(authRatio.max, 2)})`);

  const verdicts: Verdict[] = [
    {
      target: 'public route ≤ 2.0× bare (CPU per request, issue 18)',
      met: ratio.median <= 2,
      detail: `gateway/bare median ${fmt(ratio.median, 2)}× (min ${fmt(ratio.min, 2)}, max ${fmt(ratio.max, 2)})`,
    },
    {
      target: '/health/live ≤ 1.5× bare (issue 18)',
      met: spread(healthRatios).median <= 1.5,
      detail: `/health/live / bare median ${fmt(spread(healthRatios).median, 2)}× (min ${fmt(spread(healthRatios).min, 2)}, max ${fmt(spread(healthRatios).max, 2)})`,
    },
    {
      target: 'authenticated route ≤ bare + 1.2 × one ES256 verify',
      met: authRatio.median <= 1,
      detail: `GET /api/v1/auth/me ${fmt(spread(authCpu).median)} µs/req vs bound ${fmt(authTarget.median)} µs/req (bare ${fmt(spread(bareCpu).median)} + 1.2 × ${fmt(spread(verifyCpu).median)}); ratio median ${fmt(authRatio.median, 2)}`,
    },
  ];
  return {
    title: 'gateway overhead (CPU per request)',
    environment: env,
    settings: [`connections=${connections}`, `seconds=${seconds}`, `rounds=${rounds}`, `pinned=${pinned}`],
    ratios: {
      'gateway/bare CPU per request (GET /api/v1/flags)': ratios,
      'auth route / (bare + 1.2 × verify) (GET /api/v1/auth/me)': authRatios,
      '/health/live / bare (diagnostic)': healthRatios,
      'gateway / bare at the same req/s (diagnostic)': gatewayCpu.map((g, i) => g / bareSlowCpu[i]),
      'floor / bare: the kept behaviours (diagnostic)': floorCpu.map((f, i) => f / bareCpu[i]),
      'gateway / floor: the rest of the process (diagnostic)': gatewayCpu.map((g, i) => g / floorCpu[i]),
    },
    series: {
      'bare µs/req': bareCpu,
      'gateway µs/req': gatewayCpu,
      'floor µs/req': floorCpu,
      'gateway /health/live µs/req': healthCpu,
      "bare µs/req at the gateway's req/s": bareSlowCpu,
      'flags service µs/req': flagsCpu,
      'machine µs/req (gateway runs)': platformCpu,
      'PostgreSQL µs/req (gateway runs)': postgresCpu,
      'RabbitMQ µs/req (gateway runs)': rabbitCpu,
      'Redis µs/req (gateway runs)': redisCpu,
      'ES256 verify µs': verifyCpu,
      'gateway /api/v1/auth/me µs/req': authCpu,
      'authenticated target µs/req (bare + 1.2 verify)': authTargets,
      'bare req/s': bareRps,
      'gateway req/s': gatewayRps,
    },
    verdicts,
    notes: [],
  };
});

/** A verified account signed in through the gateway: a real ES256 access token (15 minutes). */
async function signedInAccessToken(gatewayUrl: string, identitySchema: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}@example.sg`;
  const password = 'benchmark passphrase for the auth route';
  const post = (path: string, body: unknown) =>
    withTimeout(fetch(`${gatewayUrl}/api/v1/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), 15_000, path);
  const signUp = await post('sign-up', { email, password, name: 'Bench' });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    await db.query(`UPDATE "${identitySchema}".users SET email_verified_at = now() WHERE email = $1`, [email]);
  } finally {
    await db.end();
  }
  const signIn = await post('sign-in', { email, password });
  const session = (await signIn.json()) as { accessToken?: string };
  if (!session.accessToken) throw new Error(`sign-in answered ${signIn.status}`);
  return session.accessToken;
}
