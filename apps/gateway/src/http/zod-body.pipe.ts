import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** Validates a request body against a contract schema; the error filter turns failures into 400. */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    return this.schema.parse(value ?? {});
  }
}
