import { connectAmqp, openChannel } from './connection';
import { silentLogger, type Logger } from './logger';

describe('openChannel', () => {
  it('logs a failed channel set-up instead of throwing it out of the process', async () => {
    const warnings: Array<[unknown, string]> = [];
    const warn = (fields: unknown, message?: string) => void warnings.push([fields, message ?? '']);
    const logger: Logger = { ...silentLogger, warn };
    // Nothing listens on port 1: the manager keeps retrying in the background, which is all this needs.
    const connection = connectAmqp('amqp://127.0.0.1:1', logger, 'connection-spec');
    try {
      const channel = openChannel(connection, logger, { name: 'spec-consumer', setup: async () => undefined });
      // What amqp-connection-manager emits when a setup rejects (ChannelWrapper._onConnect).
      expect(() => channel.emit('error', new Error('Channel ended, no reply will be forthcoming'), { name: 'spec-consumer' })).not.toThrow();
      expect(warnings).toContainEqual([{ err: 'Channel ended, no reply will be forthcoming', channel: 'spec-consumer' }, 'channel setup failed; the next reconnect runs it again']);
      await channel.close();
    } finally {
      await connection.close();
    }
  });
});
