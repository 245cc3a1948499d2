import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { flagsSnapshotSchema, type FlagsSnapshot } from '@bv/contracts';
import { FlagsSnapshotService } from './flags-snapshot.service';
import { ApiContract } from '../http/api-contract';

@ApiTags('flags')
@Controller('api/v1/flags')
export class FlagsController {
  constructor(private readonly flags: FlagsSnapshotService) {}

  @Get()
  @ApiOperation({ summary: "The active launch phase's feature flags (held in the gateway, kept current by flags.changed)" })
  @ApiContract({ response: flagsSnapshotSchema })
  current(): Promise<FlagsSnapshot> {
    return this.flags.current();
  }
}
