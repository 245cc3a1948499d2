// The converter as its own process, for the stop test: a worker on the queue under
// CONVERSION_PREFIX reading and writing CONVERSION_DIR, with short lock and stalled intervals
// so a killed worker's job is taken over within a few seconds (not shorter: on a loaded machine
// a live worker's own lock renewal can lag a 1 s lock, and its stalled check then takes the job back).
import { LocalDirectoryStorage, startConversionWorker } from '../src';

const worker = startConversionWorker({
  connection: { host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null },
  prefix: process.env.CONVERSION_PREFIX,
  storage: new LocalDirectoryStorage(process.env.CONVERSION_DIR ?? '.'),
  workRoot: process.env.CONVERSION_WORK_DIR,
  lockDurationMs: 2000,
  stalledIntervalMs: 1000,
});
void worker.waitUntilReady().then(() => process.stdout.write('ready\n'));
