import { Body, Controller, Delete, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags, ApiParam } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { deckCopySchema, exportFormatSchema, restoreOutputRequestSchema, saveIntakeRequestSchema, saveOutputRequestSchema, exportContentTypes, exportQuerySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract, fileAnswer } from '../http/api-contract';

const uuid = new ParseUUIDPipe();

/** PitchPrep builder (issue 6): every call acts on the signed-in user's own intake and outputs. */
@ApiTags('pitchprep')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/pitchprep')
export class PitchPrepController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiOperation({ summary: 'What PitchPrep the signed-in user may use' })
  @Get('access')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.access') })
  access(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pitchprep.access', { userId: user.id });
  }

  @ApiOperation({ summary: 'The signed-in user\'s PitchPrep intake' })
  @Get('intake')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.intake') })
  intake(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pitchprep.intake', { userId: user.id });
  }

  @Put('intake')
  @ApiOperation({ summary: 'Save the intake draft (after every step)' })
  @ApiContract({ body: saveIntakeRequestSchema, response: rpcResponseSchema('assessments.pitchprep.saveIntake') })
  saveIntake(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(saveIntakeRequestSchema)) body: z.infer<typeof saveIntakeRequestSchema>) {
    return this.rpc.call('assessments.pitchprep.saveIntake', { userId: user.id, intake: body.intake, step: body.step });
  }

  @Post('intake/:id/generate')
  @HttpCode(202)
  @ApiOperation({ summary: "Start writing the track's three outputs; poll the run" })
  @ApiResponse({ status: 409, description: 'PITCHPREP.GENERATION_ACTIVE (a run is writing) or PITCHPREP.ALREADY_GENERATED (these answers were generated)' })
  @ApiResponse({ status: 429, description: "AI.DAILY_LIMIT: the plan's AI-written runs of the Singapore day are used; Retry-After says until midnight" })
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.generate'), status: 202 })
  generate(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pitchprep.generate', { userId: user.id, intakeId: id });
  }

  @ApiOperation({ summary: 'The state of a PitchPrep generation run' })
  @Get('runs/:id')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.run') })
  run(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pitchprep.run', { userId: user.id, runId: id });
  }

  @ApiOperation({ summary: 'List the signed-in user\'s PitchPrep outputs' })
  @Get('outputs')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.outputs') })
  outputs(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pitchprep.outputs', { userId: user.id });
  }

  @ApiOperation({ summary: 'One PitchPrep output with its content' })
  @Get('outputs/:id')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.output') })
  output(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pitchprep.output', { userId: user.id, outputId: id });
  }

  @Put('outputs/:id')
  @ApiOperation({ summary: 'Save a new version (409 when the base version is stale)' })
  @ApiContract({ body: saveOutputRequestSchema, response: rpcResponseSchema('assessments.pitchprep.save') })
  save(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(saveOutputRequestSchema)) body: z.infer<typeof saveOutputRequestSchema>) {
    return this.rpc.call('assessments.pitchprep.save', { userId: user.id, outputId: id, ...body });
  }

  @ApiOperation({ summary: 'Restore an earlier version of a PitchPrep output' })
  @Post('outputs/:id/restore')
  @HttpCode(200)
  @ApiContract({ body: restoreOutputRequestSchema, response: rpcResponseSchema('assessments.pitchprep.restore') })
  restore(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(restoreOutputRequestSchema)) body: z.infer<typeof restoreOutputRequestSchema>) {
    return this.rpc.call('assessments.pitchprep.restore', { userId: user.id, outputId: id, version: body.version });
  }

  @ApiOperation({ summary: 'Delete a PitchPrep output' })
  @Delete('outputs/:id')
  @ApiContract({ response: rpcResponseSchema('assessments.pitchprep.delete') })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pitchprep.delete', { userId: user.id, outputId: id });
  }

  @Get('outputs/:id/export.:format')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'format', enum: exportFormatSchema.options })
  @ApiOperation({ summary: 'Download the current version: decks as pptx or pdf (decks: `?copy=presenter` keeps the speaker notes and the prompts of what is missing; the default investor copy has neither), FAQs and checklists as docx or pdf' })
  @ApiContract({ query: exportQuerySchema, response: fileAnswer('The output in the format asked', ...Object.values(exportContentTypes)) })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('format', new ZodBodyPipe(exportFormatSchema)) format: z.infer<typeof exportFormatSchema>,
    @Query('copy') copyParam: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const copy = deckCopySchema.parse(copyParam);
    // Rendering is real work (a deck measures every text box with its fonts): more time than a lookup.
    const file = await this.rpc.call('assessments.pitchprep.export', { userId: user.id, outputId: id, format, copy }, { timeoutMs: 30_000 });
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`);
    return Buffer.from(file.base64, 'base64');
  }
}
