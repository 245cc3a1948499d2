import { runMigrationsCli } from '@bv/service-kit';
import { flagsService } from './service';

runMigrationsCli(flagsService);
