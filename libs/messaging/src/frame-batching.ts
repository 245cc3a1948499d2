/** The parts of amqplib's connection this reaches into (amqplib 2.x: `lib/connection.js`, `lib/mux.js`). */
type Corkable = { cork(): void; uncork(): void };
type Mux = { _readIncoming: () => void };
type AmqplibConnection = { muxer?: Partial<Mux>; stream?: Partial<Corkable> };

const batched = new WeakSet<object>();

/**
 * amqplib queues each channel's frames and its `Mux` writes them to the socket one
 * `socket.write` each. With `noDelay` on (it must be: connection.ts), every publish, ack and
 * reply is then its own syscall and TCP segment: an answered RPC is two (reply and ack), a
 * relay batch of 500 events is 500. Corking the socket for one pass of the mux sends all the
 * frames that pass holds in one `writev`; nothing waits for a timer, so no latency is added.
 * Measured in bench/README.md (issue 18): amqplib's socket writes were 22 % of the relay's CPU
 * and 16 % of the assessments service's.
 *
 * `model` is what amqplib's `connect()` resolves to (amqp-connection-manager's `connect`
 * event hands it over). Returns false, changing nothing, when amqplib's internals are not the
 * ones this was written for, so an upgrade costs the batching, never correctness.
 */
export function sendFramesTogether(model: unknown): boolean {
  const connection = (model as { connection?: AmqplibConnection } | undefined)?.connection;
  const mux = connection?.muxer;
  const socket = connection?.stream;
  if (!mux || typeof mux._readIncoming !== 'function' || typeof socket?.cork !== 'function' || typeof socket.uncork !== 'function') {
    return false;
  }
  if (batched.has(mux)) return true;
  const writeQueuedFrames = mux._readIncoming.bind(mux);
  const corkable = socket as Corkable;
  mux._readIncoming = () => {
    corkable.cork();
    try {
      writeQueuedFrames();
    } finally {
      corkable.uncork();
    }
  };
  batched.add(mux);
  return true;
}
