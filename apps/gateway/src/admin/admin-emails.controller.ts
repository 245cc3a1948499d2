import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { emailLogsQuerySchema, mailboxQuerySchema, processEmailSequenceRequestSchema, rpcResponseSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { AdminGuard } from '../auth/auth.guard';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { ApiContract } from '../http/api-contract';

/** E-mail operations (docs/product-rules.md, "E-mail sequences and consent") and the admin views of issue 8; admins only, checked here. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('api/v1/admin/emails')
export class AdminEmailsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('logs')
  @ApiOperation({ summary: 'E-mail logs with template name and subject; filter by status and address' })
  @ApiContract({ query: emailLogsQuerySchema, response: rpcResponseSchema('notifications.logs.list') })
  logs(@Query() query: Record<string, string>) {
    return this.rpc.call('notifications.logs.list', emailLogsQuerySchema.parse(query));
  }

  @Post('logs/:id/resend')
  @HttpCode(201)
  @ApiOperation({ summary: 'Send a failed e-mail again' })
  @ApiContract({ response: rpcResponseSchema('notifications.logs.resend'), status: 201 })
  resend(@Param('id') id: string) {
    return this.rpc.call('notifications.logs.resend', { logId: z.uuid().parse(id) });
  }

  @Get('mailbox')
  @ApiOperation({ summary: 'The local mailbox (mail stored when no SMTP server is configured)' })
  @ApiContract({ query: mailboxQuerySchema, response: rpcResponseSchema('notifications.mailbox.list') })
  mailbox(@Query() query: Record<string, string>) {
    return this.rpc.call('notifications.mailbox.list', mailboxQuerySchema.parse(query));
  }

  @Post('sequences')
  @HttpCode(201)
  @ApiOperation({ summary: 'process-email-sequence: start a trigger’s sequence for an address' })
  @ApiContract({ body: processEmailSequenceRequestSchema, response: rpcResponseSchema('notifications.sequence.process'), status: 201 })
  processSequence(@Body(new ZodBodyPipe(processEmailSequenceRequestSchema)) body: z.infer<typeof processEmailSequenceRequestSchema>) {
    return this.rpc.call('notifications.sequence.process', body);
  }

  @Post('send-scheduled')
  @HttpCode(200)
  @ApiOperation({ summary: 'send-scheduled-emails: queue every due e-mail now' })
  @ApiContract({ response: rpcResponseSchema('notifications.scheduled.send') })
  sendScheduled() {
    return this.rpc.call('notifications.scheduled.send', {});
  }
}
