import { runMigrationsCli } from '@bv/service-kit';
import { billingService } from './service';

runMigrationsCli(billingService);
