import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { addedToFaqSchema, appError, sharingErrors, answerRoomQuestionRequestSchema, roomQuestionListSchema, roomQuestionSchema } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import type { AuthenticatedUser } from '../auth/access-token-verifier';
import { AuthGuard, CurrentUser } from '../auth/auth.guard';
import { ApiContract } from '../http/api-contract';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { DataRoomsFlagGuard } from './data-rooms-flag.guard';

const uuid = new ParseUUIDPipe();
const addedToFaqAnswerSchema = addedToFaqSchema.extend({ question: roomQuestionSchema });

/** The founder's inbox of questions asked in a room (docs/product-rules.md, "Deal rooms": questions). */
@ApiTags('rooms')
@ApiBearerAuth()
@UseGuards(AuthGuard, DataRoomsFlagGuard)
@Controller('api/v1/rooms/:id/questions')
export class RoomQuestionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The room's questions: open ones first (longest waiting on top), then answered ones, newest first; with the number still open" })
  @ApiContract({ response: roomQuestionListSchema })
  list(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string) {
    return this.rpc.call('sharing.roomQuestions.list', { userId: user.id, roomId: id });
  }

  @Post(':questionId/answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a question privately (the asker only) or to everyone on its link; the first answer mails the asker when they gave an address. Answering again edits it' })
  @ApiContract({ body: answerRoomQuestionRequestSchema, response: roomQuestionSchema })
  answer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuid) id: string,
    @Param('questionId', uuid) questionId: string,
    @Body(new ZodBodyPipe(answerRoomQuestionRequestSchema)) body: z.infer<typeof answerRoomQuestionRequestSchema>,
  ) {
    return this.rpc.call('sharing.roomQuestions.answer', { userId: user.id, roomId: id, questionId, answer: body });
  }

  @Post(':questionId/faq')
  @HttpCode(200)
  @ApiOperation({ summary: "Add an answered question to the founder's latest FAQ of the room's kind (investor FAQ for a raise, exit FAQ for an exit); the same question twice is one item" })
  @ApiContract({ response: addedToFaqAnswerSchema })
  async addToFaq(@CurrentUser() user: AuthenticatedUser, @Param('id', uuid) id: string, @Param('questionId', uuid) questionId: string) {
    const question = await this.rpc.call('sharing.roomQuestions.get', { userId: user.id, roomId: id, questionId });
    if (question.status !== 'answered' || !question.answer) throw appError(sharingErrors.QUESTION_NOT_ANSWERED);
    const track = question.roomPurpose === 'raise' ? 'fundraising' : 'exit';
    const added = await this.rpc.call('assessments.pitchprep.faq.add', { userId: user.id, track, question: question.text, answer: question.answer ?? '' });
    const marked = await this.rpc.call('sharing.roomQuestions.markFaq', { userId: user.id, roomId: id, questionId, outputId: added.outputId });
    return { ...added, question: marked };
  }
}
