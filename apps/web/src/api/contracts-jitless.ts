// Module order matters: zod is configured before the contracts module builds its schemas.
import './zod-jitless';

export * from '@bv/contracts';
