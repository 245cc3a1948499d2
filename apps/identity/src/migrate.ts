import { runMigrationsCli } from '@bv/service-kit';
import { identityService } from './service';

runMigrationsCli(identityService);
