import type { FastifyRequest } from 'fastify';
import { canonicalUrl, routedPath } from './routed-path';

const requestFor = (url: string) => ({ url }) as FastifyRequest;

describe('canonicalUrl', () => {
  it('decodes percent-encoded unreserved characters, in either hex case', () => {
    expect(canonicalUrl('/%61pi/%76%31/auth/sign%2Din')).toBe('/api/v1/auth/sign-in');
    expect(canonicalUrl('/%2e%2E/%5F%7e%41%5A%7A%30%39')).toBe('/../_~AZz09');
    expect(canonicalUrl('/x?%74oken=abc')).toBe('/x?token=abc');
  });

  it('leaves reserved and other escapes alone: they mean something else decoded', () => {
    expect(canonicalUrl('/a%2Fb/%3F%23%25%20%2B')).toBe('/a%2Fb/%3F%23%25%20%2B');
    expect(canonicalUrl('/%2561')).toBe('/%2561');
  });
});

describe('routedPath', () => {
  it('is the path the router matches, without the query', () => {
    expect(routedPath(requestFor('/%61dmin/flags?x=1'))).toBe('/admin/flags');
    expect(routedPath(requestFor('/admin%2Fflags'))).toBe('/admin/flags');
    expect(routedPath(requestFor('//admin'))).toBe('/admin');
    expect(routedPath(requestFor('/x/../resources/a.pdf'))).toBe('/resources/a.pdf');
    expect(routedPath(requestFor('/'))).toBe('/');
    expect(routedPath(requestFor('/admin/'))).toBe('/admin/');
  });

  it('keeps a malformed escape as it is rather than failing', () => {
    expect(routedPath(requestFor('/shared/%E0%A4%A'))).toBe('/shared/%E0%A4%A');
  });

  it('works the path out again when a hook has rewritten the URL since', () => {
    const request = requestFor('/shared/AbCdEfGh1234/./content');
    expect(routedPath(request)).toBe('/shared/AbCdEfGh1234/content');
    (request as { url: string }).url = '/shared/[redacted]';
    expect(routedPath(request)).toBe('/shared/[redacted]');
    expect(routedPath(requestFor('/a/.well-known/x'))).toBe('/a/.well-known/x');
  });
});
