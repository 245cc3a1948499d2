import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type FlagsChangedPush, type ServerToClientEvents } from '@bv/contracts';
import type { RunningService } from '@bv/service-kit';
import { call, type AuthReply } from '@bv/testing';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';
import { signedInAccount } from './test-accounts';

export type RealtimeClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export type TwoGateways = { platform: Platform; gateways: RunningService[]; adminToken: string };

/** Identity, flags and two gateway instances, with an admin (aal2) who may change the flags. */
export async function twoGatewayPlatform(env: Record<string, string> = {}): Promise<TwoGateways> {
  const platform = await startPlatform([identityService, flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000', ...env });
  try {
    const gateways = [platform.services.gateway, await platform.startAnother('gateway')];
    const admin = await signedInAccount(platform, { admin: true, mfa: true, name: 'Ops' });
    return { platform, gateways, adminToken: admin.token };
  } catch (err) {
    await platform.stop();
    throw err;
  }
}

/** Socket.io clients opened as the browser opens them; a spec disconnects them all after. */
export function realtimeClients(options: { reconnection: boolean }) {
  const clients: RealtimeClient[] = [];
  return {
    connect: (url: string) =>
      new Promise<RealtimeClient>((resolve, reject) => {
        const client: RealtimeClient = io(url, { path: REALTIME_PATH, transports: ['websocket'], reconnection: options.reconnection, forceNew: true });
        client.once('connect', () => resolve(client));
        client.once('connect_error', reject);
        clients.push(client);
      }),
    disconnectAll: () => clients.forEach((client) => client.disconnect()),
  };
}

/** The admin turns the ROI calculator on or off through one gateway. */
export function setRoiCalculator(gatewayUrl: string, adminToken: string, on: boolean): Promise<AuthReply> {
  return call(`${gatewayUrl}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: on } }, bearer: adminToken });
}

/** The push that tells a client the ROI calculator is now on (or off). */
export function roiCalculatorPush(client: RealtimeClient, on: boolean): Promise<FlagsChangedPush> {
  return new Promise((resolve) => {
    client.on('flags.changed', (change) => {
      if (change.flags.roi_calculator === on) resolve(change);
    });
  });
}
