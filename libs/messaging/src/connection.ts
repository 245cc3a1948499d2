import amqp, { type AmqpConnectionManager, type ChannelWrapper, type CreateChannelOpts } from 'amqp-connection-manager';
import { sendFramesTogether } from './frame-batching';
import type { Logger } from './logger';

export type { AmqpConnectionManager };

/**
 * One connection per process. amqp-connection-manager reconnects after a broker restart
 * and re-runs every channel's setup (plain amqplib does not reconnect by itself).
 */
export function connectAmqp(url: string, logger: Logger, name: string): AmqpConnectionManager {
  const connection = amqp.connect([url], {
    heartbeatIntervalInSeconds: 5,
    reconnectTimeInSeconds: 1,
    // Without noDelay, Nagle's algorithm holds small frames (RPC requests, confirms) up to the
    // broker's 40 ms delayed ACK: measured 42 ms vs 2 ms per round trip here (bench/README.md).
    connectionOptions: { noDelay: true, clientProperties: { connection_name: name } },
  });
  connection.on('connect', ({ connection: model }) => {
    if (!sendFramesTogether(model)) logger.warn({ broker: 'rabbitmq' }, 'amqplib internals changed: frames are written one by one');
    logger.info({ broker: 'rabbitmq' }, 'broker connected');
  });
  connection.on('disconnect', ({ err }) => logger.warn({ err: err?.message }, 'broker disconnected; reconnecting'));
  connection.on('connectFailed', ({ err }) => logger.warn({ err: err?.message }, 'broker connect failed; retrying'));
  return connection;
}

/**
 * A channel whose failures are logged. amqp-connection-manager emits 'error' when a channel's
 * setup fails (the broker reset while it ran, say); with no listener Node throws it and the
 * process dies, although the reconnect that follows a reset runs every setup again.
 */
export function openChannel(connection: AmqpConnectionManager, logger: Logger, options: CreateChannelOpts & { name: string }): ChannelWrapper {
  const channel = connection.createChannel(options);
  channel.on('error', (err: unknown) =>
    logger.warn({ err: err instanceof Error ? err.message : String(err), channel: options.name }, 'channel setup failed; the next reconnect runs it again'),
  );
  return channel;
}
