import { runMigrationsCli } from '@bv/service-kit';
import { notificationsService } from './service';

runMigrationsCli(notificationsService);
