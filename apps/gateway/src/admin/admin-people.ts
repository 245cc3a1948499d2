import type { Person } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';

/**
 * Admin views name people, never show their ids (docs/product-rules.md, "Admin"): one identity
 * call per answer for all the ids on it, so the browser never asks person by person.
 */
export async function peopleByIds(rpc: Pick<RpcClient, 'call'>, ids: readonly (string | null | undefined)[]): Promise<(id: string | null | undefined) => Person | null> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  // identity answers up to 100 ids a call; an audit page may hold more distinct admins in theory.
  const batches = Array.from({ length: Math.ceil(wanted.length / 100) }, (_, i) => wanted.slice(i * 100, i * 100 + 100));
  const answers = await Promise.all(batches.map((ids) => rpc.call('identity.admin.users.byIds', { ids })));
  const byId = new Map(answers.flatMap((a) => a.users).map((u) => [u.id, { id: u.id, name: u.name, email: u.email }]));
  return (id) => (id ? (byId.get(id) ?? null) : null);
}
