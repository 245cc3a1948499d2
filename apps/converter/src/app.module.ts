import { Module } from '@nestjs/common';
import { ConversionWorkerService } from './conversion-worker.service';

@Module({ providers: [ConversionWorkerService] })
export class AppModule {}
