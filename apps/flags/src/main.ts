import { runService } from '@bv/service-kit';
import { flagsService } from './service';

runService(flagsService);
