import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { jwksSchema, type Jwks } from '@bv/contracts';
import { JwksCache } from './jwks-cache';
import { ApiContract } from '../http/api-contract';

@ApiTags('auth')
@Controller('.well-known')
export class WellKnownController {
  constructor(private readonly jwks: JwksCache) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiOperation({ summary: 'Public keys that verify access tokens (ES256)' })
  @ApiContract({ response: jwksSchema })
  keys(): Promise<Jwks> {
    return this.jwks.get();
  }
}
