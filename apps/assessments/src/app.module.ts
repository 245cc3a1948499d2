import { Module } from '@nestjs/common';
import { LiteService } from './lite/lite.service';

@Module({ providers: [LiteService] })
export class AppModule {}
