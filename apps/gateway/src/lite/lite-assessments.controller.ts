import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { liteResultSchema, liteSubmissionSchema, type LiteResult, type LiteSubmission } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { liteRateLimit } from '../http/rate-limit';
import { ApiContract } from '../http/api-contract';

@ApiTags('lite')
@Controller('api/v1/lite-assessments')
export class LiteAssessmentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @RouteConfig({ rateLimit: liteRateLimit })
  @ApiOperation({ summary: 'Submit a free Lite assessment; the server scores it' })
  @ApiResponse({ status: 400, description: 'Invalid input: `{ error: { code, message } }`' })
  @ApiResponse({ status: 429, description: 'Too many submissions from this address' })
  @ApiContract({ body: liteSubmissionSchema, response: liteResultSchema, status: 201, description: 'Score, label, tier, insight and the plan offer' })
  submit(@Body(new ZodBodyPipe(liteSubmissionSchema)) body: LiteSubmission): Promise<LiteResult> {
    return this.rpc.call('assessments.lite.submit', body);
  }
}
