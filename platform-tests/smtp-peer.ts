import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; headers: Record<string, string>; text: string; html: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  mailsTo: (email: string) => ReceivedMail[];
  /** Addresses refused with a 451 (transient) until removed. */
  refused: Set<string>;
  close: () => Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Enough MIME for our own mail: top headers, and the text and HTML parts, decoded. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  for (const part of boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw]) {
    const at = part.indexOf('\r\n\r\n');
    const partHeaders = parseHeaders(part.slice(0, at).trim());
    const body = part.slice(at + 4).replace(/\r\n$/, '');
    const decoded = /quoted-printable/i.test(partHeaders['content-transfer-encoding'] ?? '') ? decodeQuotedPrintable(body) : body;
    parts[(partHeaders['content-type'] ?? 'text/plain').split(';')[0]] = decoded;
  }
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

/** A real SMTP server for the service to talk to; it refuses the addresses in `refused`. */
export function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        refused,
        mailsTo: (email) => received.filter((m) => m.to.includes(email)),
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    }),
  );
}
