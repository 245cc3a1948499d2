import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type SmtpSink = { url: string; received: () => number; close: () => Promise<void> };

/**
 * The smallest SMTP server that accepts everything, at once. smtp-server (used by the
 * integration tests) waits 100 ms before its greeting to catch early talkers, which would
 * make a benchmark of the sender measure that delay instead (see bench/README.md).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    const handle = () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            // The body itself is not needed; keep just enough to find a split terminator.
            buffer = buffer.slice(-4);
            return;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          received++;
          socket.write('250 OK: message queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'DATA') {
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          inData = true;
          // A body may be empty: its terminator then follows DATA's own line ending.
          buffer = `\r\n${buffer}`;
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      handle();
    });
    socket.write('220 sink ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
