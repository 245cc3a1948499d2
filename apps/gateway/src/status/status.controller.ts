import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { StatusReport } from './service-status';
import { StatusService } from './status.service';

@ApiTags('status')
@Controller('api/v1/status')
export class StatusController {
  constructor(private readonly status: StatusService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Live health of the gateway and each service (their /health/ready probes)' })
  @ApiResponse({ status: 200, description: '{ status: operational | degraded | down, checkedAt, services: [{ name, status, latencyMs, checks }] }' })
  current(): Promise<StatusReport> {
    return this.status.report();
  }
}
