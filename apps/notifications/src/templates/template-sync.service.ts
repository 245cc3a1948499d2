import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE, LOGGER, schemaOf, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { EmailTemplateVersionEntity } from '../email/entities/email-template-version.entity';
import { EmailTemplateEntity } from '../email/entities/email-template.entity';
import { compileTemplate, contentHash, type CompiledTemplate } from './compile-template';
import { TEMPLATE_CATALOGUE } from './template-catalogue';

/**
 * Templates are written in code (React) and copied into email_templates at start, where the
 * worker and the admin logs read them. A changed template becomes a new version; every
 * version is kept. Replicas starting together take turns (advisory lock).
 */
@Injectable()
export class TemplateSyncService implements OnApplicationBootstrap {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.sync(TEMPLATE_CATALOGUE.map(compileTemplate));
    if (changed.length > 0) this.logger.info({ templates: changed }, 'e-mail templates updated');
  }

  /** Returns the ids of templates that got a new version. */
  async sync(templates: CompiledTemplate[]): Promise<string[]> {
    return this.unitOfWork.run(async ({ manager }) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email-templates:${schemaOf(this.dataSource)}`]);
      const changed: string[] = [];
      for (const template of templates) {
        if (await this.syncOne(manager, template)) changed.push(template.id);
      }
      return changed;
    });
  }

  private async syncOne(manager: EntityManager, template: CompiledTemplate): Promise<boolean> {
    const current = await manager.findOneBy(EmailTemplateEntity, { id: template.id });
    if (current?.contentHash === template.contentHash) return false;
    if (current) await this.keepVersion(manager, current);
    const version = (current?.version ?? 0) + 1;
    const { contentHash: hash, ...content } = template;
    await manager.save(EmailTemplateEntity, { ...content, contentHash: hash, version, updatedAt: new Date() });
    await manager.insert(EmailTemplateVersionEntity, {
      templateId: template.id,
      version,
      subject: template.subject,
      textBody: template.textBody,
      htmlBody: template.htmlBody,
      contentHash: hash,
    });
    return true;
  }

  /** Rows seeded by a migration have no history yet: record them before they are replaced. */
  private async keepVersion(manager: EntityManager, current: EmailTemplateEntity): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(EmailTemplateVersionEntity)
      .values({
        templateId: current.id,
        version: current.version,
        subject: current.subject,
        textBody: current.textBody,
        htmlBody: current.htmlBody,
        contentHash: current.contentHash ?? contentHash(current),
      })
      .orIgnore()
      .execute();
  }
}
