import type { ApiBody, ApiPath } from './api-paths';

// The checks are the type checker's (npm run typecheck): each @ts-expect-error line must be an error,
// so a path, method or body the gateway's document does not allow can never compile.
const served: Array<ApiPath<'GET'>> = ['/flags', '/pitchprep/outputs/7c9e6679-7425-40de-944b-e07fc1f90ae7', '/shares?outputId=abc'];
const posted: ApiBody<'POST', '/auth/sign-in'> = { email: 'mei@example.sg', password: 'correct horse battery' };
// @ts-expect-error: the gateway serves no such path.
const unknownPath: ApiPath<'GET'> = '/no-such-route';
// @ts-expect-error: sign-in is a POST, never a GET.
const wrongMethod: ApiPath<'GET'> = '/auth/sign-in';
// @ts-expect-error: sign-in needs a password.
const missingField: ApiBody<'POST', '/auth/sign-in'> = { email: 'mei@example.sg' };
// @ts-expect-error: GET /flags takes no body.
const bodyOnGet: ApiBody<'GET', '/flags'> = { anything: true };

describe('API paths typed from the OpenAPI document', () => {
  it('are types only: the values above compile exactly when the document allows them', () => {
    expect([served, posted, unknownPath, wrongMethod, missingField, bodyOnGet]).toHaveLength(6);
  });
});
