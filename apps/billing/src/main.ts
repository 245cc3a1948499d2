import { runService } from '@bv/service-kit';
import { billingService } from './service';

runService(billingService);
