import { z } from 'zod';
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
