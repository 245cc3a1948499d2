import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { ProfileCache } from './auth/profile-cache';
import { SessionRevocations } from './auth/session-revocations';
import { configSchema } from './config';
import { FlagsSnapshotService } from './flags/flags-snapshot.service';
import { configureGatewayHttp } from './http/configure-http';
import { RealtimeService } from './realtime/realtime.service';

export const gatewayService: ServiceSpec<'gateway'> = {
  name: 'gateway',
  configSchema,
  module: AppModule,
  // Rate limits fall back to the instance's counts, revocations to young tokens only, sign-in
  // throttles to identity's own: the edge keeps serving while Redis is away.
  redis: 'degrades',
  rpcClient: true,
  configureHttp: configureGatewayHttp,
  subscriptions: (app) => {
    const realtime = app.get(RealtimeService);
    const flags = app.get(FlagsSnapshotService);
    const revocations = app.get(SessionRevocations);
    const profiles = app.get(ProfileCache);
    return {
      'flags.changed': async (event) => {
        flags.onFlagsChanged(event.payload);
        realtime.pushFlagsChangedEvent(event.payload);
      },
      'session.revoked': (event) => revocations.recordRevokedSessions(event.payload),
      'user.role_changed': async (event) => {
        profiles.forget(event.payload.userId);
        await revocations.recordRoleChange(event.payload);
      },
      'user.profile_changed': async (event) => profiles.forget(event.payload.userId),
      // Evidence-linked readiness: a link changed, or a document's conversion or deletion moves the evidenced figures.
      'room.evidence.changed': async (event) => realtime.pushEvidenceChanged(event.payload.ownerId, event.payload),
      'document.converted': async (event) => realtime.pushEvidenceChanged(event.payload.ownerId, event.payload),
      'document.failed': async (event) => realtime.pushEvidenceChanged(event.payload.ownerId, event.payload),
      'document.deleted': async (event) => realtime.pushEvidenceChanged(event.payload.ownerId, event.payload),
    };
  },
};
