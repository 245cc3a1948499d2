import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FlagsSnapshot } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';

@ApiTags('flags')
@Controller('api/v1/flags')
export class FlagsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The active launch phase's feature flags" })
  current(): Promise<FlagsSnapshot> {
    return this.rpc.call('flags.current', {});
  }
}
