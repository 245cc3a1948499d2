import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { api } from './api';

export const FOUNDER_PASSWORD = 'harbour lights over marina bay';

/** A verified founder who bought Pro Vault in the sandbox; returns the access token once PitchPrep is allowed. */
export async function entitledFounder(db: Client, email: string): Promise<string> {
  await api('POST', '/auth/sign-up', { name: 'Farah Ismail', email, password: FOUNDER_PASSWORD });
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  const { accessToken } = await api<{ accessToken: string }>('POST', '/auth/sign-in', { email, password: FOUNDER_PASSWORD });
  const checkout = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, accessToken);
  const ref = /cs_sandbox_[\w-]+/.exec(checkout.url)?.[0];
  if (!ref) throw new Error(`Not a sandbox checkout: ${checkout.url}`);
  await api('POST', `/billing/sandbox/sessions/${ref}/pay`);
  await waitFor(() => api<{ allowed: boolean }>('GET', '/pitchprep/access', undefined, accessToken), (access) => access.allowed, 30_000, 'PitchPrep access');
  return accessToken;
}

type Run = { id: string; status: 'running' | 'done' | 'failed'; outputs: Array<{ id: string; outputType: string; title: string }>; error: unknown };

/** An exit intake through the API and a run with the deterministic writer; returns the exit deck. */
export async function generatedDeck(token: string, more: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const intake = {
    track: 'exit',
    company: { name: 'Lion City Logistics Pte. Ltd.', oneLiner: 'Same-day B2B delivery for SME retailers', country: 'Singapore', industry: 'Logistics' },
    problem: 'SME retailers wait two days for stock from Johor warehouses.',
    traction: { revenue: 'S$1.2M in FY2024' },
    exit: { goals: 'A full sale with a 12-month handover.', buyerTypes: 'Regional 3PLs', valuationExpectations: 'S$8–10M', timeline: 'Within 18 months' },
    ...more,
  };
  const draft = await api<{ id: string }>('PUT', '/pitchprep/intake', { intake, step: 10 }, token);
  const started = await api<Run>('POST', `/pitchprep/intake/${draft.id}/generate`, undefined, token);
  const readRun = async () => {
    const latest = await api<Run>('GET', `/pitchprep/runs/${started.id}`, undefined, token);
    if (latest.status === 'failed') throw new Error(`Generation failed: ${JSON.stringify(latest.error)}`);
    return latest;
  };
  const run = await waitFor(readRun, (r) => r.status === 'done', 60_000, 'the generation run');
  const deck = run.outputs.find((o) => o.outputType === 'exit_deck');
  if (!deck) throw new Error(`No exit deck in ${JSON.stringify(run.outputs)}`);
  return deck;
}
