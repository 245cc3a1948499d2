import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, REDIS } from '@bv/service-kit';
import type { NotificationsConfig } from './config';
import { AssessmentCompletedHandler } from './email/assessment-completed.handler';
import { EMAIL_QUEUE, EmailDeliveryService } from './email/email-delivery.service';
import { EmailQueue } from './email/email-queue';
import { EmailSchedulerService } from './email/email-scheduler.service';

@Module({
  providers: [
    {
      provide: EMAIL_QUEUE,
      inject: [REDIS, CONFIG],
      useFactory: (redis: Redis, config: NotificationsConfig) =>
        new EmailQueue({
          redis,
          prefix: config.REDIS_PREFIX,
          maxAttempts: config.EMAIL_MAX_ATTEMPTS,
          backoffMs: config.EMAIL_BACKOFF_MS,
          concurrency: config.EMAIL_CONCURRENCY,
        }),
    },
    EmailDeliveryService,
    EmailSchedulerService,
    AssessmentCompletedHandler,
  ],
})
export class AppModule {}
