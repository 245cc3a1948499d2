import type { ServiceSpec } from '@bv/service-kit';
import { AppModule } from './app.module';
import { configSchema } from './config';
import { AddLeadScoreOnEmailEngagedHandler } from './lead-scoring/add-lead-score-on-email-engaged.handler';
import { LeadScoringHistoryEntity } from './lite/entities/lead-scoring-history.entity';
import { LiteAssessmentLeadEntity } from './lite/entities/lite-assessment-lead.entity';
import { LiteAssessmentEntity } from './lite/entities/lite-assessment.entity';
import { LiteService } from './lite/lite.service';
import { LiteAssessments1763780000000 } from './migrations/1763780000000-lite-assessments';

export const assessmentsService: ServiceSpec<'assessments'> = {
  name: 'assessments',
  configSchema,
  module: AppModule,
  database: {
    entities: [LiteAssessmentEntity, LiteAssessmentLeadEntity, LeadScoringHistoryEntity],
    migrations: [LiteAssessments1763780000000],
  },
  rpc: (app) => ({
    'assessments.lite.submit': (request) => app.get(LiteService).submit(request),
  }),
  events: (app) => ({
    'email.engaged': (event, manager, hooks) => app.get(AddLeadScoreOnEmailEngagedHandler).handle(event, manager, hooks),
  }),
};
