import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AnswerRoomQuestionRequest, RoomQuestion, RoomQuestionList } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { RoomLinkEntity } from '../room-links/entities/room-link.entity';
import { roomHost } from '../room-links/room-host';
import { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { RoomsService } from '../rooms/rooms.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { questionNotAnswered, questionNotFound } from '../sharing.errors';
import { RoomQuestionEntity } from './entities/room-question.entity';

/** The inbox shows the latest questions of a room; older ones stay in the table. */
const INBOX_LIMIT = 500;

/**
 * The founder's side of questions (docs/product-rules.md, "Deal rooms": questions): the inbox of a
 * room, answering (privately or to the link's group) and remembering the FAQ an answer went to.
 * Someone else's room or question is "not found".
 */
@Injectable()
export class RoomQuestionsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly rooms: RoomsService,
    private readonly crypto: ShareCrypto,
  ) {}

  /** Open questions first (oldest waiting longest on top), then answered ones, newest first. */
  async list(userId: string, roomId: string): Promise<RoomQuestionList> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const rows = await manager.find(RoomQuestionEntity, { where: { roomId }, order: { createdAt: 'DESC' }, take: INBOX_LIMIT });
    const views = await this.views(manager, rows);
    const open = views.filter((q) => q.status === 'open').reverse();
    return { questions: [...open, ...views.filter((q) => q.status === 'answered')], openCount: open.length };
  }

  async get(userId: string, roomId: string, questionId: string): Promise<RoomQuestion & { roomPurpose: 'exit' | 'raise' }> {
    const manager = this.dataSource.manager;
    const room = await this.rooms.owned(manager, userId, roomId);
    const [view] = await this.views(manager, [await this.owned(manager, roomId, questionId)]);
    return { ...view, roomPurpose: room.purpose };
  }

  /**
   * Saves the answer and who may see it. The first answer publishes room.question_answered (the
   * asker's mail); editing it later changes what the viewer shows without mailing again.
   */
  async answer(userId: string, roomId: string, questionId: string, req: AnswerRoomQuestionRequest): Promise<RoomQuestion> {
    const saved = await this.unitOfWork.run(async (tx) => {
      const room = await this.rooms.owned(tx.manager, userId, roomId);
      const q = await tx.manager.findOne(RoomQuestionEntity, { where: { id: questionId, roomId }, lock: { mode: 'pessimistic_write' } });
      if (!q) throw questionNotFound();
      const first = q.status === 'open';
      Object.assign(q, { status: 'answered', answer: req.answer, visibility: req.visibility, answeredAt: first ? new Date() : q.answeredAt });
      await tx.manager.save(q);
      if (first) {
        const link = await tx.manager.findOneByOrFail(RoomLinkEntity, { id: q.linkId });
        const doc = await tx.manager.findOneByOrFail(RoomDocumentEntity, { id: q.documentId });
        const token = this.crypto.open(link.tokenSealed);
        tx.publish({
          type: 'room.question_answered',
          payload: {
            questionId: q.id,
            roomId,
            ownerId: userId,
            company: await roomHost(tx.manager, userId, room.name),
            documentName: doc.name,
            page: q.page,
            question: q.text,
            answer: req.answer,
            visibility: req.visibility,
            askerName: q.askerName,
            askerEmail: q.askerEmail,
            askerVerified: q.askerVerified,
            // Only a verified address gets the link back: a typed one may be anyone's, and the path carries the link's token.
            roomPagePath: q.askerVerified ? `/shared/${token}/room/documents/${doc.id}${q.page ? `?page=${q.page}` : ''}` : null,
            answeredAt: (q.answeredAt ?? new Date()).toISOString(),
          },
        });
      }
      return q;
    });
    const [view] = await this.views(this.dataSource.manager, [saved]);
    return view;
  }

  /** Remembers the FAQ the question went to (the gateway added it there); only an answered question can go. */
  async markFaq(userId: string, roomId: string, questionId: string, outputId: string): Promise<RoomQuestion> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const q = await this.owned(manager, roomId, questionId);
    if (q.status !== 'answered') throw questionNotAnswered();
    q.faqOutputId = outputId;
    await manager.save(q);
    const [view] = await this.views(manager, [q]);
    return view;
  }

  private async owned(manager: EntityManager, roomId: string, questionId: string): Promise<RoomQuestionEntity> {
    const q = await manager.findOneBy(RoomQuestionEntity, { id: questionId, roomId });
    if (!q) throw questionNotFound();
    return q;
  }

  private async views(manager: EntityManager, rows: RoomQuestionEntity[]): Promise<RoomQuestion[]> {
    if (rows.length === 0) return [];
    const links = await manager.findBy(RoomLinkEntity, { id: In([...new Set(rows.map((r) => r.linkId))]) });
    const docs = await manager.findBy(RoomDocumentEntity, { id: In([...new Set(rows.map((r) => r.documentId))]) });
    const linkTitle = new Map(links.map((l) => [l.id, l.title]));
    const docName = new Map(docs.map((d) => [d.id, d.name]));
    return rows.map((q) => ({
      id: q.id,
      roomId: q.roomId,
      linkId: q.linkId,
      linkTitle: linkTitle.get(q.linkId) ?? '',
      documentId: q.documentId,
      documentName: docName.get(q.documentId) ?? '',
      page: q.page,
      text: q.text,
      askerName: q.askerName,
      askerEmail: q.askerEmail,
      askerVerified: q.askerVerified,
      status: q.status,
      answer: q.answer,
      visibility: q.visibility,
      askedAt: q.createdAt.toISOString(),
      answeredAt: q.answeredAt?.toISOString() ?? null,
      faqOutputId: q.faqOutputId,
    }));
  }
}
