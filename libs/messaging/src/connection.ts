import amqp, { type AmqpConnectionManager } from 'amqp-connection-manager';
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
    connectionOptions: { clientProperties: { connection_name: name } },
  });
  connection.on('connect', () => logger.info({ broker: 'rabbitmq' }, 'broker connected'));
  connection.on('disconnect', ({ err }) => logger.warn({ err: err?.message }, 'broker disconnected; reconnecting'));
  connection.on('connectFailed', ({ err }) => logger.warn({ err: err?.message }, 'broker connect failed; retrying'));
  return connection;
}
