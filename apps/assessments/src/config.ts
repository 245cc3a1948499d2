import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort } from '@bv/service-kit';

export const configSchema = z.object({
  ...baseConfigShape,
  ...databaseConfigShape,
  ...dbSchema('assessments'),
  ...httpPort(3103),
});
