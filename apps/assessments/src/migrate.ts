import { runMigrationsCli } from '@bv/service-kit';
import { assessmentsService } from './service';

runMigrationsCli(assessmentsService);
