import { runService } from '@bv/service-kit';
import { notificationsService } from './service';

runService(notificationsService);
