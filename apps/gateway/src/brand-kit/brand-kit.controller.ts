import { Body, Controller, Delete, Get, Header, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { rpcResponseSchema, saveBrandKitRequestSchema, uploadLogoRequestSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract, fileAnswer } from '../http/api-contract';

/**
 * The signed-in founder's brand kit (docs/product-rules.md, "Brand kit"): colours and font pair,
 * and the logo, which the server checks and re-encodes. Their decks, FAQs, checklists and share
 * pages are drawn with it; the web viewer can read it here.
 */
@ApiTags('brand-kit')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/brand-kit')
export class BrandKitController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The brand kit, or null when the founder has none (their files use the neutral theme)' })
  @ApiContract({ response: rpcResponseSchema('assessments.brandKit.get') })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.brandKit.get', { userId: user.id });
  }

  @Put()
  @ApiOperation({ summary: 'Save the two colours and the font pair' })
  @ApiContract({ body: saveBrandKitRequestSchema, response: rpcResponseSchema('assessments.brandKit.save') })
  save(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(saveBrandKitRequestSchema)) body: z.infer<typeof saveBrandKitRequestSchema>) {
    return this.rpc.call('assessments.brandKit.save', { userId: user.id, ...body });
  }

  @Put('logo')
  @ApiOperation({ summary: 'Upload the logo (PNG or JPEG as base64, at most 700 KB); SVG is refused' })
  @ApiContract({ body: uploadLogoRequestSchema, response: rpcResponseSchema('assessments.brandKit.setLogo') })
  setLogo(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(uploadLogoRequestSchema)) body: z.infer<typeof uploadLogoRequestSchema>) {
    return this.rpc.call('assessments.brandKit.setLogo', { userId: user.id, ...body });
  }

  @ApiOperation({ summary: 'Remove the brand kit\'s logo' })
  @Delete('logo')
  @ApiContract({ response: rpcResponseSchema('assessments.brandKit.removeLogo') })
  removeLogo(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.brandKit.removeLogo', { userId: user.id });
  }

  @Get('logo.png')
  @Header('Cache-Control', 'private, max-age=300')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'The stored logo (the PNG the server re-encoded)' })
  @ApiContract({ response: fileAnswer('The logo', 'image/png') })
  async logo(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const file = await this.rpc.call('assessments.brandKit.logo', { userId: user.id });
    reply.header('Content-Type', 'image/png');
    return Buffer.from(file.base64, 'base64');
  }
}
