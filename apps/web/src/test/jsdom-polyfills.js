// jsdom lacks a few web APIs that react-router uses; specs import this module first (the
// shared jest config is not ours to change).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// A data router wraps every client-side navigation in a Request carrying the URL and an
// AbortSignal. Node's own Request rejects jsdom's AbortSignal, so a carrier of exactly those
// fields stands in; the app's network calls go through the mocked fetch, never through this.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal;
      this.headers = init.headers;
      this.body = init.body === undefined ? null : init.body;
    }
  };
}

// Tabs of one browser talk over BroadcastChannel (sign-out everywhere); Node's implementation
// behaves the same between two channels of one process, which is what the specs need.
if (typeof globalThis.BroadcastChannel === 'undefined') {
  globalThis.BroadcastChannel = require('node:worker_threads').BroadcastChannel;
}

// jsdom has no PointerEvent, so pointer events lose their coordinates (swipes read clientX).
if (typeof globalThis.window !== 'undefined' && typeof globalThis.PointerEvent === 'undefined') {
  globalThis.PointerEvent = class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  };
  window.PointerEvent = globalThis.PointerEvent;
}
