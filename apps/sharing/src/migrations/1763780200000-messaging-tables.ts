import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@bv/service-kit';

/** The outbox and inbox this service publishes and consumes through. */
export class MessagingTables1763780200000 implements MigrationInterface {
  name = 'MessagingTables1763780200000';

  async up(q: QueryRunner): Promise<void> {
    await createMessagingTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropMessagingTables(q);
  }
}
