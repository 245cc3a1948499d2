import { config } from 'zod';

// zod probes `new Function('')` when it builds its first object schema (its JIT fast path);
// under our CSP (no 'unsafe-eval') the probe is reported as a violation in the console.
config({ jitless: true });
