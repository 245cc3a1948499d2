import { LOG_BUFFER_MAX, LOG_FLUSH_MS } from '@bv/domain';
import { sessionId } from '../analytics/local-store';
import { sendClientLogs } from '../api/client-logs';
import type { LogContextValue, LogEntry, LogLevel } from './log-entry';

type Send = (logs: readonly LogEntry[], keepalive: boolean) => Promise<boolean>;
type Options = { send?: Send; isOnline?: () => boolean; route?: () => string; sessionId?: () => string | undefined };

const MAX_MESSAGE = 2000;
const MAX_CONTEXT_KEYS = 30;

function flatContext(context: Record<string, unknown> | undefined): Record<string, LogContextValue> | undefined {
  if (!context) return undefined;
  const out: Record<string, LogContextValue> = {};
  for (const [key, value] of Object.entries(context).slice(0, MAX_CONTEXT_KEYS)) {
    if (value === undefined) continue;
    out[key.slice(0, 64)] =
      value === null || typeof value === 'number' || typeof value === 'boolean' ? value : String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, MAX_MESSAGE);
  }
  return out;
}

/**
 * docs/product-rules.md, "Client logs": entries are buffered (newest 100 kept) and sent to
 * POST /api/logs every 30 s, and at once for error and fatal entries. Offline, or when a send fails,
 * they stay queued and go out when the browser is back online.
 */
export class ClientLogger {
  private buffer: LogEntry[] = [];
  private sending: Promise<boolean> | undefined;
  private readonly send: Send;
  private readonly isOnline: () => boolean;
  private readonly route: () => string;
  private readonly sessionId: () => string | undefined;

  constructor(options: Options = {}) {
    this.send = options.send ?? sendClientLogs;
    this.isOnline = options.isOnline ?? (() => navigator.onLine !== false);
    this.route = options.route ?? (() => window.location.pathname);
    this.sessionId = options.sessionId ?? sessionId;
  }

  get pending(): readonly LogEntry[] {
    return this.buffer;
  }

  log(level: LogLevel, message: string, context?: Record<string, unknown>, errorId?: string): void {
    const entry: LogEntry = {
      level,
      message: (message || '(no message)').slice(0, MAX_MESSAGE),
      timestamp: new Date().toISOString(),
      context: flatContext(context),
      route: this.route().slice(0, 500),
      sessionId: this.sessionId(),
      ...(errorId ? { errorId } : {}),
    };
    this.buffer.push(entry);
    if (this.buffer.length > LOG_BUFFER_MAX) this.buffer = this.buffer.slice(-LOG_BUFFER_MAX);
    if (level === 'error' || level === 'fatal') void this.flush();
  }

  debug = (message: string, context?: Record<string, unknown>) => this.log('debug', message, context);
  info = (message: string, context?: Record<string, unknown>) => this.log('info', message, context);
  warn = (message: string, context?: Record<string, unknown>) => this.log('warn', message, context);
  error = (message: string, context?: Record<string, unknown>, errorId?: string) => this.log('error', message, context, errorId);

  /**
   * One send at a time; what arrives meanwhile goes with the next one. A batch that could not
   * be sent waits for the next timer tick or the back-online event rather than retrying at once.
   */
  async flush(keepalive = false): Promise<void> {
    if (this.sending) {
      const sent = await this.sending;
      if (sent && this.buffer.length > 0) await this.flush(keepalive);
      return;
    }
    if (this.buffer.length === 0 || !this.isOnline()) return;
    const batch = this.buffer;
    this.buffer = [];
    this.sending = this.send(batch, keepalive)
      .catch(() => false)
      .then((sent) => {
        // Put an unsent batch back in front of anything newer, still within the cap.
        if (!sent) this.buffer = [...batch, ...this.buffer].slice(-LOG_BUFFER_MAX);
        return sent;
      });
    try {
      await this.sending;
    } finally {
      this.sending = undefined;
    }
  }

  /** The 30 s timer, the back-online flush and the last flush when the page is hidden. */
  start(): () => void {
    const timer = window.setInterval(() => void this.flush(), LOG_FLUSH_MS);
    const online = () => void this.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void this.flush(true);
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
    };
  }
}

let logger: ClientLogger | undefined;

export function clientLogger(): ClientLogger {
  logger ??= new ClientLogger();
  return logger;
}
