import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { RpcClient } from '@bv/messaging';
import { CONFIG, LOGGER, REDIS } from '@bv/service-kit';
import { AppModule } from '../app.module';
import { configSchema } from '../config';

// Stand-ins for what service-kit provides; nothing here is called: the app is built, not started.
@Global()
@Module({
  providers: [
    { provide: CONFIG, useValue: configSchema.parse({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', WEB_SERVER_DIR: '/nonexistent' }) },
    { provide: LOGGER, useValue: pino({ level: 'silent' }) },
    { provide: REDIS, useValue: {} },
    { provide: RpcClient, useValue: {} },
  ],
  exports: [CONFIG, LOGGER, REDIS, RpcClient],
})
class PlatformStandIns {}

/**
 * The gateway's routes without a broker, Redis or a port: enough to read the route table and
 * write the OpenAPI document (the route-table test and scripts/write-openapi.ts).
 */
export function gatewayWithoutServices(): Promise<NestFastifyApplication> {
  return NestFactory.create<NestFastifyApplication>({ module: class GatewayUnderTest {}, imports: [PlatformStandIns, AppModule] }, new FastifyAdapter(), { logger: false });
}
