export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export type StripeErrorBody = {
  error: { type: StripeErrorType; message: string; code?: string; param?: string; doc_url?: string };
};

/** An error the fake answers with the status and body real Stripe uses; control methods throw it too. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get body(): StripeErrorBody {
    const { type, message, code, param } = this;
    return { error: { type, message, ...(code && { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` }), ...(param && { param }) } };
  }
}

/** An unknown id in the URL is a 404; an unknown id passed as a parameter is a 400 naming it. */
export const resourceMissing = (kind: string, id: string, param?: string) =>
  new FakeStripeError(param ? 400 : 404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param ?? 'id');

export const parameterMissing = (param: string, message = `Missing required param: ${param}.`) =>
  new FakeStripeError(400, 'invalid_request_error', message, 'parameter_missing', param);

export const parameterInvalid = (param: string, message: string, code = 'parameter_invalid_string') =>
  new FakeStripeError(400, 'invalid_request_error', message, code, param);

/** A request that is well formed but not allowed in the object's current state. */
export const invalidState = (message: string, code?: string, param?: string) => new FakeStripeError(400, 'invalid_request_error', message, code, param);
