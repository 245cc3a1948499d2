/** Every failed API call surfaces as this, whatever went wrong underneath. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errorId?: string,
    /** Seconds, from `Retry-After` (503, 429): how long the server asks to wait before trying again. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Status 0 means the request never got an HTTP answer (offline, DNS, CORS). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
