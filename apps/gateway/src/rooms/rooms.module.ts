import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { acceptPartStreams } from './local-object-store';

/**
 * Deal rooms' part uploads arrive as streams (see acceptPartStreams). The rooms' controllers live
 * in AppModule beside the flags snapshot their flag guard reads.
 */
@Module({})
export class RoomsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    acceptPartStreams(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
