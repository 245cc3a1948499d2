import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';
import { currentOtelContext, runWithOtelContext } from './context';

/**
 * OpenTelemetry's context manager over the same AsyncLocalStorage as our correlation (context.ts):
 * the span a library instrumentation (pg, ioredis, outbound http and fetch) sees as its parent is
 * the one our own code made active for the HTTP request, RPC, event or job, so a query's span
 * lands under the RPC that ran it, in the same trace.
 */
export class TraceContextManager implements ContextManager {
  active(): Context {
    return currentOtelContext() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(context: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return runWithOtelContext(context, () => fn.call(thisArg, ...args));
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const fn = target as unknown as (...args: unknown[]) => unknown;
    const run = (self: unknown, args: unknown[]) => this.with(context, () => fn.apply(self, args));
    return function bound(this: unknown, ...args: unknown[]) {
      return run(this, args);
    } as unknown as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    return this;
  }
}
