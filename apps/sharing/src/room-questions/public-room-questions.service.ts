import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ROOM_QUESTIONS_PER_LINK_HOUR, type AskRoomQuestionRequest, type ViewerRoomQuestion, type ViewerRoomQuestionList } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { counterKey, RateCounters } from '../limits/rate-counters.service';
import { PublicRoomLinksService } from '../room-links/public-room-links.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { questionContactRequired, questionPageInvalid, tooManyQuestions } from '../sharing.errors';
import { RoomQuestionEntity } from './entities/room-question.entity';
import { askerLimits, askerOf, viewerQuestion, visibleToViewer, type QuestionViewer } from './room-question-rules';

type Visitor = { token: string; grant: string | null; visitorId: string | null; documentId: string };
const HOUR_SECONDS = 3600;

/**
 * The visitor's side of questions (docs/product-rules.md, "Deal rooms": questions): every call
 * resolves the link and its gate again and checks the document is in the link's scope, as pages do.
 */
@Injectable()
export class PublicRoomQuestionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly links: PublicRoomLinksService,
    private readonly counters: RateCounters,
    private readonly crypto: ShareCrypto,
  ) {}

  /** The visitor's own questions on the document and the answers shared with the link's group, oldest first. */
  async forViewer(req: Visitor): Promise<ViewerRoomQuestionList> {
    const { link } = await this.links.usable(req.token);
    const reader = await this.links.passed(link, req.grant);
    await this.links.inScope(this.dataSource.manager, link, req.documentId);
    const viewer: QuestionViewer = { email: reader.email, visitorId: req.visitorId };
    const rows = await this.dataSource.manager.find(RoomQuestionEntity, { where: { linkId: link.id, documentId: req.documentId }, order: { createdAt: 'ASC' } });
    return { questions: rows.filter((q) => visibleToViewer(q, viewer)).map((q) => viewerQuestion(q, viewer)), asksForContact: !reader.email };
  }

  /** A new question: limited per visitor and per link an hour (each mails the founder), then stored and announced in one transaction. */
  async ask(req: Visitor & { client: string; question: AskRoomQuestionRequest }): Promise<ViewerRoomQuestion> {
    const { link, room } = await this.links.usable(req.token);
    const reader = await this.links.passed(link, req.grant);
    const { doc } = await this.links.inScope(this.dataSource.manager, link, req.documentId);
    const asker = askerOf(reader, req.question);
    if (!asker) throw questionContactRequired();
    const page = req.question.page;
    if (page !== null && doc.pageCount !== null && page > doc.pageCount) throw questionPageInvalid(doc.pageCount);
    await this.checkLimits(link.id, askerLimits(asker, req.visitorId, this.crypto.clientKey(req.client).toString('hex')));
    const question = await this.unitOfWork.run(async (tx) => {
      const row = tx.manager.create(RoomQuestionEntity, {
        id: randomUUID(),
        roomId: room.id,
        linkId: link.id,
        ownerId: link.ownerId,
        documentId: doc.id,
        page,
        text: req.question.text,
        askerName: asker.name,
        askerEmail: asker.email,
        askerVerified: asker.verified,
        visitorId: req.visitorId,
        status: 'open',
        answer: null,
        visibility: null,
        answeredAt: null,
        faqOutputId: null,
      });
      await tx.manager.insert(RoomQuestionEntity, row);
      const saved = await tx.manager.findOneByOrFail(RoomQuestionEntity, { id: row.id });
      tx.publish({
        type: 'room.question_asked',
        payload: {
          questionId: saved.id,
          roomId: room.id,
          linkId: link.id,
          ownerId: link.ownerId,
          roomName: room.name,
          linkTitle: link.title,
          documentId: doc.id,
          documentName: doc.name,
          page,
          text: saved.text,
          askerName: asker.name,
          askerEmail: asker.email,
          askerVerified: asker.verified,
          askedAt: saved.createdAt.toISOString(),
        },
      });
      return saved;
    });
    return viewerQuestion(question, { email: reader.email, visitorId: req.visitorId });
  }

  /** Counted before the work, in one upsert each, so parallel questions cannot slip past (as downloads are). */
  private async checkLimits(linkId: string, limits: { key: string; max: number }[]): Promise<void> {
    for (const { key, max } of limits) {
      const verdict = await this.counters.hit('question-asker', counterKey(linkId, key), { max, windowSeconds: HOUR_SECONDS });
      if (!verdict.allowed) throw tooManyQuestions(verdict.retryAfterSeconds);
    }
    const perLink = await this.counters.hit('question-link', counterKey(linkId), { max: ROOM_QUESTIONS_PER_LINK_HOUR, windowSeconds: HOUR_SECONDS });
    if (!perLink.allowed) throw tooManyQuestions(perLink.retryAfterSeconds);
  }
}
