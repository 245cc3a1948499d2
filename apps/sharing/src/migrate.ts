import { runMigrationsCli } from '@bv/service-kit';
import { sharingService } from './service';

runMigrationsCli(sharingService);
