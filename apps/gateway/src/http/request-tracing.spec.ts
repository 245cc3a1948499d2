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
    registerRequestTracing(app, logger, new ServiceMetrics('gateway'), false);
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

describe('the correlation id a caller offers', () => {
  const offered = 'proxy-assigned-id-0001';

  async function gatewayTrusting(trustProxy: false | string[]): Promise<NestFastifyApplication> {
    const app = await NestFactory.create<NestFastifyApplication>(LinkTargetModule, new FastifyAdapter({ trustProxy }), { logger: false });
    registerRequestTracing(app, pino({ level: 'silent' }) as ServiceLogger, new ServiceMetrics('gateway'), trustProxy);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }

  it('is taken from a proxy TRUST_PROXY names, and the answer carries it', async () => {
    const app = await gatewayTrusting(['127.0.0.1/8']);
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/reset', headers: { 'x-correlation-id': offered }, remoteAddress: '127.0.0.1' });
    expect(response.headers['x-correlation-id']).toBe(offered);
    await app.close();
  });

  it('is ignored from any other peer: a client cannot file its requests under an id of its choosing', async () => {
    const app = await gatewayTrusting(false);
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/reset', headers: { 'x-correlation-id': offered }, remoteAddress: '127.0.0.1' });
    expect(response.headers['x-correlation-id']).not.toBe(offered);
    expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });
});
