import type { FastifyRequest } from 'fastify';
import { previewerOf } from './room-link-previewer';

const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;
const verifier = { verify: async (token: string) => (token === 'good' ? { id: 'owner-1' } : Promise.reject(new Error('bad token'))) } as never;

describe('previewerOf', () => {
  it('names the user of a valid bearer token and reads anything else as an anonymous visitor', async () => {
    await expect(previewerOf(request('Bearer good'), verifier)).resolves.toBe('owner-1');
    await expect(previewerOf(request('Bearer forged'), verifier)).resolves.toBeNull();
    await expect(previewerOf(request('Basic abc'), verifier)).resolves.toBeNull();
    await expect(previewerOf(request(), verifier)).resolves.toBeNull();
  });
});
