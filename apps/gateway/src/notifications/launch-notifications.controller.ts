import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { launchSignupRequestSchema, launchSignupResultSchema, type LaunchSignupResult } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

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
  @ApiContract({ body: launchSignupRequestSchema, response: launchSignupResultSchema, status: 201, description: 'The same for an address already on the list' })
  signUp(@Body(new ZodBodyPipe(launchSignupRequestSchema)) body: { email: string }): Promise<LaunchSignupResult> {
    return this.rpc.call('notifications.launch.signup', body);
  }
}
