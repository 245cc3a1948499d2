import { runService } from '@bv/service-kit';
import { gatewayService } from './service';

runService(gatewayService);
