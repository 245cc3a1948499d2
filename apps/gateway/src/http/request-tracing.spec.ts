import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { ServiceMetrics, type ServiceLogger } from '@bv/service-kit';
import { registerRequestTracing } from './request-tracing';

@Controller()
class LinkTargetController {
  @Get('api/v1/auth/reset')
  reset() {
    return { ok: true };
  }
}

@Module({ controllers: [LinkTargetController] })
class LinkTargetModule {}

describe('the gateway request log', () => {
  let app: NestFastifyApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink) as ServiceLogger;
    app = await NestFactory.create<NestFastifyApplication>(LinkTargetModule, new FastifyAdapter(), { logger: false });
    registerRequestTracing(app, logger, new ServiceMetrics('gateway'));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  it('keeps the path and the parameter names but never a query value such as a link token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/reset?reset=SECRET-RESET&token=SECRET-TOKEN&email=mei%40example.sg' });
    expect(response.statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('/api/v1/auth/reset?reset=[redacted]&token=[redacted]&email=[redacted]');
    expect(logged).not.toMatch(/SECRET|mei/);
  });
});
