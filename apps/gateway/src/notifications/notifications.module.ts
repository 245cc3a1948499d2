import { Module, type MiddlewareConsumer, type NestModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { EmailLinksController } from './email-links.controller';
import { LaunchNotificationsController } from './launch-notifications.controller';
import { acceptMultipartOneClick } from './multipart-one-click-parser';
import { RedactLinkTokensMiddleware } from './redact-link-tokens.middleware';

/** Public endpoints of the notifications service: launch sign-ups and the links in mail. */
@Module({ controllers: [LaunchNotificationsController, EmailLinksController] })
export class NotificationsModule implements NestModule, OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RedactLinkTokensMiddleware).forRoutes(EmailLinksController);
  }

  onModuleInit(): void {
    acceptMultipartOneClick(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
