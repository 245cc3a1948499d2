import { runService } from '@bv/service-kit';
import { identityService } from './service';

runService(identityService);
