import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientLogBatchSchema, type ClientLogBatch } from '@bv/contracts';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ClientLogsService } from './client-logs.service';
import { ApiContract, noContent } from '../http/api-contract';

/**
 * A browser flushes every 30 s and at once on an error, so a healthy page sends a few batches
 * a minute; this leaves room for a burst of errors without letting one client flood the log.
 */
export const clientLogsRateLimit = { max: 30, timeWindow: '1 minute' };

// docs/product-rules.md, "Client logs", names the path `/api/logs` (outside /api/v1); it is kept so.
@ApiTags('logs')
@Controller('api/logs')
export class ClientLogsController {
  constructor(private readonly logs: ClientLogsService) {}

  @Post()
  @HttpCode(204)
  @RouteConfig({ rateLimit: clientLogsRateLimit })
  @ApiOperation({ summary: 'Browser log entries (errors, warnings, web vitals), written to the server log' })
  @ApiResponse({ status: 400, description: 'Invalid batch: `{ error: { code, message } }`' })
  @ApiResponse({ status: 429, description: 'Too many batches from this address' })
  @ApiContract({ body: clientLogBatchSchema, response: noContent, status: 204, description: 'Accepted; nothing is echoed back' })
  receive(@Body(new ZodBodyPipe(clientLogBatchSchema)) body: ClientLogBatch, @Req() req: FastifyRequest): void {
    this.logs.record(body.logs, { ip: req.ip, userAgent: req.headers['user-agent'] });
  }
}
