/** The slice of pino that the messaging code needs, so it does not depend on a logger package. */
export type LogFn = {
  (msg: string): void;
  (obj: object, msg?: string): void;
};
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

const noop: LogFn = () => undefined;
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };
