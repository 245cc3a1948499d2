import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { REALTIME_PATH, flagsChangeOutcome, type ClientToServerEvents, type EvidenceChangedPush, type FlagsChangedPush, type ServerToClientEvents } from '@bv/contracts';
import { CONFIG, LOGGER, REDIS, type ServiceLogger } from '@bv/service-kit';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { GatewayConfig } from '../config';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { PushThrottle } from './push-throttle';

/** How long a consumed flags.changed waits for the admin's gateway to say it has pushed the change. */
const EVENT_PUSH_GRACE_MS = 50;

/** Between gateway instances (through the Redis adapter): a flags change only one of them consumed. */
type InterServerEvents = { 'flags.changed': (change: FlagsChangedPush) => void };

const userRoom = (userId: string) => `user:${userId}`;

/**
 * Pushes to browsers over socket.io. The Redis adapter carries every emit to the sockets of all
 * gateway instances, so the one instance that pushes a change reaches everybody. Heartbeats
 * are local: each instance keeps its own sockets' "last update" fresh.
 */
@Injectable()
export class RealtimeService implements OnApplicationBootstrap, OnModuleDestroy {
  private io?: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;
  private adapterClients: Redis[] = [];
  private heartbeat?: NodeJS.Timeout;
  /** The newest flags change every browser has been sent, by this instance or (through Redis) a peer. */
  private announced: { phaseId: string; version: number } | null = null;
  private readonly pendingEvents = new Set<NodeJS.Timeout>();
  /** Spec: at most 10 realtime events a second; a burst of flag changes ends with the newest state. */
  private readonly flagPushes = new PushThrottle<FlagsChangedPush>(
    (change) => this.io?.emit('flags.changed', { phaseId: change.phaseId, flags: change.flags, version: change.version }),
    // Versions count per phase: an older change of the same phase never replaces a newer one waiting.
    (waiting, incoming) => waiting.phaseId === incoming.phaseId && waiting.version > incoming.version,
  );

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly flagsSnapshot: FlagsSnapshotService,
    private readonly tokens: AccessTokenVerifier,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    // Pub/sub needs connections of its own: a subscribed Redis connection can do nothing else.
    const pub = this.redis.duplicate();
    const sub = this.redis.duplicate();
    this.adapterClients = [pub, sub];
    for (const client of this.adapterClients) client.on('error', (err) => this.logger.warn({ err: err.message }, 'realtime redis error'));
    this.io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>(server, {
      path: REALTIME_PATH,
      serveClient: false,
      adapter: createAdapter(pub, sub, { key: `${this.config.REDIS_PREFIX}:socket.io` }),
    });
    // The access token is checked before the connection is accepted and the room joined as it
    // opens, so a push sent once the browser sees "connect" reaches it.
    this.io.use((socket, next) => {
      void this.userOf(socket).then((userId) => {
        socket.data.userId = userId;
        next();
      });
    });
    this.io.on('connection', (socket) => {
      socket.emit('heartbeat', { at: new Date().toISOString() });
      if (typeof socket.data.userId === 'string') void socket.join(userRoom(socket.data.userId));
    });
    // The change reached one instance (the admin's, or the one the shared queue chose): that one has
    // pushed it to every browser; the others update their flags snapshot and will not push it again.
    this.io.on('flags.changed', (change) => {
      if (this.isNews(change)) this.announced = { phaseId: change.phaseId, version: change.version };
      this.flagsSnapshot.onFlagsChanged({ ...change, changedBy: null });
    });
    this.heartbeat = setInterval(() => this.io?.local.emit('heartbeat', { at: new Date().toISOString() }), this.config.REALTIME_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Its peers' snapshots, then every browser. Called by the admin's own gateway as soon as the
   * change is written, and again by whichever instance consumes flags.changed: a change already
   * pushed is not pushed twice.
   */
  pushFlagsChanged(change: FlagsChangedPush): void {
    if (!this.isNews(change)) return;
    this.announce(change);
  }

  /**
   * flags.changed, consumed: usually the admin's gateway has pushed it already, and says so
   * through Redis within a moment, so the event waits that moment before it pushes (it is the
   * path that matters when that gateway stopped before its push left).
   */
  pushFlagsChangedEvent(change: FlagsChangedPush): void {
    const timer = setTimeout(() => {
      this.pendingEvents.delete(timer);
      this.pushFlagsChanged(change);
    }, EVENT_PUSH_GRACE_MS);
    this.pendingEvents.add(timer);
  }

  /**
   * A founder's own pushes (docs/product-rules.md, "Evidence-linked readiness"): one instance
   * takes the event from the shared queue, and the Redis adapter carries the emit to the
   * founder's sockets on every instance.
   */
  pushEvidenceChanged(ownerId: string, change: EvidenceChangedPush): void {
    this.io?.to(userRoom(ownerId)).emit('evidence.changed', { roomId: change.roomId });
  }

  /** The user of a socket that shows a valid access token (`auth: { token }`); null gets broadcasts only. */
  private async userOf(socket: { handshake: { auth: Record<string, unknown> } }): Promise<string | null> {
    const token = socket.handshake.auth['token'];
    if (typeof token !== 'string' || token.length === 0) return null;
    try {
      return (await this.tokens.verify(token)).id;
    } catch {
      // An expired or forged token: the socket keeps the public broadcasts and nothing more.
      return null;
    }
  }

  private announce(change: FlagsChangedPush): void {
    this.announced = { phaseId: change.phaseId, version: change.version };
    this.io?.serverSideEmit('flags.changed', { phaseId: change.phaseId, flags: change.flags, version: change.version });
    this.flagPushes.offer(change);
  }

  private isNews(change: FlagsChangedPush): boolean {
    return flagsChangeOutcome(this.announced, change) !== 'ignore';
  }

  /** Before the HTTP server closes: open websockets would otherwise hold it open. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const timer of this.pendingEvents) clearTimeout(timer);
    this.flagPushes.stop();
    this.io?.local.disconnectSockets(true);
    this.io?.engine.close();
    await Promise.all(this.adapterClients.map((c) => c.quit().catch(() => undefined)));
  }
}
