import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { statusReportSchema, type StatusReportBody } from '@bv/contracts';
import { StatusService } from './status.service';
import { ApiContract } from '../http/api-contract';

@ApiTags('status')
@Controller('api/v1/status')
export class StatusController {
  constructor(private readonly status: StatusService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Live health of the gateway and each service (their /health/ready probes)' })
  // StatusReport (service-status.ts) must stay assignable to the contract's type: checked here.
  @ApiContract({ response: statusReportSchema })
  current(): Promise<StatusReportBody> {
    return this.status.report();
  }
}
