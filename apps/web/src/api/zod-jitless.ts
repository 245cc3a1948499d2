// zod probes `new Function('')` when it builds an object schema (its JIT fast path) unless told
// `jitless`; under our CSP (no 'unsafe-eval') the probe is reported as a violation. The schemas
// are built when their chunk is evaluated, which is before any code in a chunk importing it
// runs, so calling zod's config() there is too late. zod reads its settings from this global
// (zod/v4/core, `globalConfig`), so the entry sets it before any chunk loads, without importing zod.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
