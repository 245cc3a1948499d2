import { Module } from '@nestjs/common';
import { FlagsController } from './flags/flags.controller';
import { WebAppController } from './http/web-app.controller';
import { LiteAssessmentsController } from './lite/lite-assessments.controller';

// WebAppController holds the catch-all routes; the router prefers every specific route.
@Module({ controllers: [LiteAssessmentsController, FlagsController, WebAppController] })
export class AppModule {}
