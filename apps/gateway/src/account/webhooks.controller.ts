import { Body, Controller, Delete, Get, Header, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { createWebhookEndpointRequestSchema, rpcResponseSchema, updateWebhookEndpointRequestSchema, webhookDeliveriesQuerySchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ApiContract } from '../http/api-contract';
import { webhookMutationRateLimit } from '../http/rate-limit';
import { ZodBodyPipe } from '../http/zod-body.pipe';

const uuid = new ParseUUIDPipe();
type Body<S extends z.ZodType> = z.infer<S>;

/**
 * The signed-in founder's outgoing webhooks (docs/product-rules.md, "Webhooks"): endpoints, a
 * test event, the delivery log and replays. Notifications owns them; someone else's endpoint
 * answers 404 like one that does not exist.
 */
@ApiTags('webhooks')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/webhooks')
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Your webhook endpoints, oldest first (never their secrets)' })
  @ApiContract({ response: rpcResponseSchema('notifications.webhooks.list') })
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('notifications.webhooks.list', { userId: user.id });
  }

  @Post()
  @HttpCode(201)
  @RouteConfig({ rateLimit: webhookMutationRateLimit })
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Add an endpoint (https, public address; at most 10); the answer carries its signing secret, shown this once' })
  @ApiContract({ body: createWebhookEndpointRequestSchema, response: rpcResponseSchema('notifications.webhooks.create'), status: 201 })
  create(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(createWebhookEndpointRequestSchema)) body: Body<typeof createWebhookEndpointRequestSchema>) {
    return this.rpc.call('notifications.webhooks.create', { userId: user.id, endpoint: body });
  }

  @Patch(':id')
  @RouteConfig({ rateLimit: webhookMutationRateLimit })
  @ApiOperation({ summary: 'Change an endpoint: its address, description, events, or turn it on (forgetting past failures) or off' })
  @ApiContract({ body: updateWebhookEndpointRequestSchema, response: rpcResponseSchema('notifications.webhooks.update') })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(updateWebhookEndpointRequestSchema)) body: Body<typeof updateWebhookEndpointRequestSchema>) {
    return this.rpc.call('notifications.webhooks.update', { userId: user.id, endpointId: id, changes: body });
  }

  @Delete(':id')
  @RouteConfig({ rateLimit: webhookMutationRateLimit })
  @ApiOperation({ summary: 'Delete an endpoint and its delivery log' })
  @ApiContract({ response: rpcResponseSchema('notifications.webhooks.delete') })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('notifications.webhooks.delete', { userId: user.id, endpointId: id });
  }

  @Post(':id/test')
  @HttpCode(202)
  @RouteConfig({ rateLimit: webhookMutationRateLimit })
  @ApiOperation({ summary: 'Send a webhook.test event now; its delivery shows in the log' })
  @ApiContract({ response: rpcResponseSchema('notifications.webhooks.test'), status: 202 })
  test(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('notifications.webhooks.test', { userId: user.id, endpointId: id });
  }

  @Get(':id/deliveries')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The endpoint\'s deliveries, newest first: status, attempts, the last answer' })
  @ApiContract({ query: webhookDeliveriesQuerySchema, response: rpcResponseSchema('notifications.webhooks.deliveries') })
  deliveries(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Query(new ZodBodyPipe(webhookDeliveriesQuerySchema)) query: Body<typeof webhookDeliveriesQuerySchema>) {
    return this.rpc.call('notifications.webhooks.deliveries', { userId: user.id, endpointId: id, limit: query.limit });
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(202)
  @RouteConfig({ rateLimit: webhookMutationRateLimit })
  @ApiOperation({ summary: 'Send a finished delivery again (same message id, all attempts back)' })
  @ApiContract({ response: rpcResponseSchema('notifications.webhooks.replay'), status: 202 })
  replay(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('deliveryId', uuid) deliveryId: string) {
    return this.rpc.call('notifications.webhooks.replay', { userId: user.id, endpointId: id, deliveryId });
  }
}
