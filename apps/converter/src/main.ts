import { runService } from '@bv/service-kit';
import { converterService } from './service';

runService(converterService);
