/**
 * pdfkit draws synchronously, and a long document (the eight-page report, say) can hold a service's
 * event loop for many seconds on a busy machine: broker heartbeats are missed and the connection
 * drops with the reply. Renderers call this between sections so other work gets its turn.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
