import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuthModule } from '../auth/auth.module';
import { routedPath } from '../http/routed-path';
import { AdminSharesController } from './admin-shares.controller';
import { isSharedPath } from './share-links';
import { SharedLinksController } from './shared-links.controller';
import { SharesController } from './shares.controller';

/** Owner, public and admin routes of share links. */
@Module({ imports: [AuthModule], controllers: [SharesController, SharedLinksController, AdminSharesController] })
export class SharingModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // onSend sees every answer, including errors and the rate limiter's 429, and runs after helmet set its defaults.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (isSharedPath(routedPath(request))) void reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      done(null, payload);
    });
  }
}
