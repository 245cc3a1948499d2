import nodemailer from 'nodemailer';
import { serveParent, signalFailed, signalReady } from './ipc';

type SendArgs = { count: number; concurrency: number; mail: { from: string; to: string; subject: string; text: string; html: string } };

/**
 * Entry of the e-mail benchmark's baseline process (issue 18, item 6): what cannot be avoided
 * for a mail, and nothing else. It sends the same rendered mail to the same SMTP sink over a
 * pooled nodemailer transport, as the worker's transport does, with the worker's concurrency:
 * no queue, no database, no template.
 */
async function main(): Promise<void> {
  const url = process.env.BENCH_SMTP_URL;
  if (!url) throw new Error('BENCH_SMTP_URL is required');
  const concurrency = Number(process.env.EMAIL_CONCURRENCY ?? 5);
  const transport = nodemailer.createTransport(`${url}?pool=true&maxConnections=${concurrency}`);
  serveParent(
    {
      /** Sends `count` copies, `concurrency` at a time; answers the seconds it took. */
      send: async (raw) => {
        const { count, mail } = raw as SendArgs;
        const started = process.hrtime.bigint();
        let next = 0;
        const lane = async () => {
          while (next < count) {
            next += 1;
            await transport.sendMail(mail);
          }
        };
        await Promise.all(Array.from({ length: concurrency }, lane));
        return Number(process.hrtime.bigint() - started) / 1e9;
      },
    },
    async () => transport.close(),
  );
  signalReady({ concurrency });
}

main().catch((err: Error) => {
  signalFailed(err);
  setTimeout(() => process.exit(1), 50);
});
