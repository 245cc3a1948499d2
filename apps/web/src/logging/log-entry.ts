// The body of POST /api/logs; apps/gateway/src/logs/client-log.schema.ts validates the same
// shape on arrival (the spec leaves the field layout open).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';
export type LogContextValue = string | number | boolean | null;

export type LogEntry = {
  level: LogLevel;
  message: string;
  timestamp: string;
  context?: Record<string, LogContextValue>;
  route?: string;
  sessionId?: string;
  errorId?: string;
};
