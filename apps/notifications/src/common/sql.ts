import type { DataSource } from 'typeorm';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';

/** `"schema"` of this service's tables, for the few statements written in SQL. */
export function schemaSqlOf(dataSource: DataSource): string {
  return quoteSchema(schemaOf(dataSource));
}

/** TypeORM answers a raw UPDATE/DELETE with [rows, count]; other statements with rows. */
export function affectedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : Array.isArray(result) ? result.length : 0;
}
