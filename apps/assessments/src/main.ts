import { runService } from '@bv/service-kit';
import { assessmentsService } from './service';

runService(assessmentsService);
