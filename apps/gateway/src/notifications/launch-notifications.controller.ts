import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { launchSignupRequestSchema, type LaunchSignupResult } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { openApiSchema } from '../http/openapi';
import { ZodBodyPipe } from '../http/zod-body.pipe';

/** Per client address: enough for a typo or two, too few to flood the list. */
export const launchSignupRateLimit = { max: 10, timeWindow: '1 minute' };

@ApiTags('notifications')
@Controller('api/v1/launch-notifications')
export class LaunchNotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @RouteConfig({ rateLimit: launchSignupRateLimit })
  @ApiOperation({ summary: 'Sign up on the coming-soon page to be mailed when Phase 2 launches' })
  @ApiBody({ schema: openApiSchema(launchSignupRequestSchema) })
  @ApiResponse({ status: 201, description: '`{ success: true, message }`, the same for an address already on the list' })
  signUp(@Body(new ZodBodyPipe(launchSignupRequestSchema)) body: { email: string }): Promise<LaunchSignupResult> {
    return this.rpc.call('notifications.launch.signup', body);
  }
}
