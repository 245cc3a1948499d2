import { runService } from '@bv/service-kit';
import { sharingService } from './service';

runService(sharingService);
