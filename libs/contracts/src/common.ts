import { z } from 'zod';
import { cleanVisitorName } from '@bv/domain';
import { safeText } from './safe-text';

export const toolTypeSchema = z.enum(['exitcheck', 'pitchprep']);
export type ToolType = z.infer<typeof toolTypeSchema>;

export const planTypeSchema = z.enum(['starter', 'pro', 'founder', 'essential', 'pro_sub', 'elite']);
export const paymentTypeSchema = z.enum(['one_time', 'subscription']);

/** Money is integer cents of SGD on the wire. */
export const centsSchema = z.number().int().nonnegative();
export const isoDateSchema = z.iso.datetime();
/** Deliberately loose (spec: text, at sign, text, dot, text) but bounded. */
export const emailSchema = safeText()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')
  .transform((v) => v.toLowerCase());

export const scoreTierSchema = z.enum(['high', 'medium', 'low']);

/**
 * A name a visitor types, which we later put in mails to the address they typed: cleaned as it
 * enters (no links, no hidden characters, at most a greeting's length), and still required.
 */
export const visitorNameSchema = safeText()
  .trim()
  .min(1, 'Name is required')
  .max(120)
  .transform(cleanVisitorName)
  .refine((name) => name.length > 0, 'Please enter your name (without links)');

/** An optional name part (first or last name at checkout), cleaned the same way. */
export const optionalNamePartSchema = safeText().trim().max(80).transform(cleanVisitorName);

/** A person as the admin views name them (docs/product-rules.md, "Admin": never an id). */
export const personSchema = z.object({ id: z.uuid(), name: safeText(), email: emailSchema });
export type Person = z.infer<typeof personSchema>;
