import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { appError, assessmentsErrors, proAnswerBodySchema, proPlanSettingsSchema, proPlanTaskRequestSchema, proStartBodySchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract, fileAnswer } from '../http/api-contract';

/** The report PDF (eight pages or so, fonts embedded) takes longer to draw than a lookup takes to answer. */
const REPORT_PDF_TIMEOUT_MS = 30_000;

const uuid = new ParseUUIDPipe();

/** ExitCheck Pro (docs/product-rules.md, "ExitCheck Pro"): every call acts on the signed-in user's own assessments. */
@ApiTags('exitcheck')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/v1/exitcheck')
export class ExitCheckController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('bank')
  @ApiOperation({ summary: 'The current question bank (nine categories, five questions each); option scores stay on the server' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.bank') })
  bank() {
    return this.rpc.call('assessments.pro.bank', {});
  }

  @Get('access')
  @ApiOperation({ summary: 'May the user take ExitCheck Pro now (entitlement and monthly allowance)' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.access') })
  access(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pro.access', { userId: user.id });
  }

  @ApiOperation({ summary: 'The signed-in user\'s ExitCheck Pro draft answers' })
  @Get('draft')
  @ApiContract({ response: rpcResponseSchema('assessments.pro.draft') })
  draft(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pro.draft', { userId: user.id });
  }

  @Get('assessments')
  @ApiOperation({ summary: 'Completed assessments, newest first' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.history') })
  history(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pro.history', { userId: user.id });
  }

  @Post('assessments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start an assessment (or resume the open draft)' })
  @ApiContract({ body: proStartBodySchema, response: rpcResponseSchema('assessments.pro.start') })
  start(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(proStartBodySchema)) body: z.infer<typeof proStartBodySchema>) {
    return this.rpc.call('assessments.pro.start', { userId: user.id, userInfo: body.userInfo });
  }

  @Put('assessments/:id/responses')
  @ApiOperation({ summary: 'Answer a question (again: replaces the earlier answer)' })
  @ApiContract({ body: proAnswerBodySchema, response: rpcResponseSchema('assessments.pro.answer') })
  answer(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Body(new ZodBodyPipe(proAnswerBodySchema)) body: z.infer<typeof proAnswerBodySchema>) {
    return this.rpc.call('assessments.pro.answer', { userId: user.id, assessmentId: id, ...body });
  }

  @Post('assessments/:id/back')
  @HttpCode(200)
  @ApiOperation({ summary: 'Previous: removes the last stored response' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.back') })
  back(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pro.back', { userId: user.id, assessmentId: id });
  }

  @Post('assessments/:id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Score on the server and finish' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.complete') })
  complete(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pro.complete', { userId: user.id, assessmentId: id });
  }

  @ApiOperation({ summary: 'One ExitCheck Pro result of the signed-in user' })
  @Get('assessments/:id')
  @ApiContract({ response: rpcResponseSchema('assessments.pro.result') })
  result(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pro.result', { userId: user.id, assessmentId: id });
  }

  @Post('assessments/:id/report')
  @HttpCode(202)
  @ApiOperation({ summary: 'Start writing the report in the background (OpenAI when configured, else the deterministic writer); poll GET …/report' })
  @ApiResponse({ status: 429, description: "PRO.REPORT_LIMIT (this assessment's reports are used) or AI.DAILY_LIMIT (the plan's AI-written runs of the Singapore day; Retry-After)" })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.report.start'), status: 202 })
  startReport(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pro.report.start', { userId: user.id, assessmentId: id });
  }

  @Get('assessments/:id/report')
  @ApiOperation({ summary: 'The latest report job: its stage, and the report once written' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.report.job') })
  reportJob(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('assessments.pro.report.job', { userId: user.id, assessmentId: id });
  }

  @Get('assessments/:id/report.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Results and report as a PDF' })
  @ApiContract({ response: fileAnswer('Results and report', 'application/pdf') })
  async pdf(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { filename, base64 } = await this.rpc.call('assessments.pro.pdf', { userId: user.id, assessmentId: id }, { timeoutMs: REPORT_PDF_TIMEOUT_MS });
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    return Buffer.from(base64, 'base64');
  }

  @Get('plan')
  @ApiOperation({ summary: 'The plan to the target date from the latest completed assessment, or null until a target is set' })
  @ApiContract({ response: rpcResponseSchema('assessments.pro.plan') })
  plan(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call('assessments.pro.plan', { userId: user.id });
  }

  @Put('plan')
  @ApiOperation({ summary: 'Set the goal (exit or raise) and the target date; tasks already marked done stay done' })
  @ApiContract({ body: proPlanSettingsSchema, response: rpcResponseSchema('assessments.pro.plan.save') })
  savePlan(@CurrentUser() user: AuthenticatedUser, @Body(new ZodBodyPipe(proPlanSettingsSchema)) body: z.infer<typeof proPlanSettingsSchema>) {
    return this.rpc.call('assessments.pro.plan.save', { userId: user.id, ...body });
  }

  @Put('plan/tasks/:questionId')
  @ApiOperation({ summary: 'Mark a task of the plan done or not done; the projected score follows' })
  @ApiContract({ body: proPlanTaskRequestSchema, response: rpcResponseSchema('assessments.pro.plan.task') })
  markTask(@CurrentUser() user: AuthenticatedUser, @Param('questionId') questionId: string, @Body(new ZodBodyPipe(proPlanTaskRequestSchema)) body: z.infer<typeof proPlanTaskRequestSchema>) {
    // Question ids are short slugs (fr_1); anything else names no task.
    if (!/^[a-z]{2,3}_\d{1,2}$/.test(questionId)) throw appError(assessmentsErrors.PRO_NOT_FOUND);
    return this.rpc.call('assessments.pro.plan.task', { userId: user.id, questionId, done: body.done });
  }

  @Get('plan.ics')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The plan as an iCalendar file: each open task on the day to start it, and the target date' })
  @ApiContract({ response: fileAnswer('The plan', 'text/calendar') })
  async planCalendar(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { filename, text } = await this.rpc.call('assessments.pro.plan.ics', { userId: user.id });
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    return text;
  }
}
