import { z } from 'zod';
import { FONT_PAIR_IDS, LOGO_RULES } from '@bv/domain';
import { isoDateSchema } from './common';
import { safeText } from './safe-text';

// The founder's brand kit (docs/product-rules.md, "Brand kit"): two colours and a font pair,
// and a logo uploaded on its own (PNG or JPEG, re-encoded on the server).

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f2937')
  .transform((colour) => colour.toLowerCase());

/** Body of PUT /api/v1/brand-kit. */
export const saveBrandKitRequestSchema = z.object({ primary: hexColour, accent: hexColour, fontPair: z.enum(FONT_PAIR_IDS) });
export type SaveBrandKitRequest = z.infer<typeof saveBrandKitRequestSchema>;

/** Body of PUT /api/v1/brand-kit/logo: the file as base64; the server checks what it really is. */
export const uploadLogoRequestSchema = z.object({
  contentType: safeText().max(100),
  data: z
    .string()
    .max(Math.ceil((LOGO_RULES.maxBytes * 4) / 3) + 8, `The logo can be at most ${Math.round(LOGO_RULES.maxBytes / 1024)} KB`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The logo must be sent as base64'),
});

export const brandKitViewSchema = z.object({
  /** Null until the founder saves a kit: their files use the neutral theme. */
  kit: z
    .object({
      primary: z.string(),
      accent: z.string(),
      fontPair: z.enum(FONT_PAIR_IDS),
      logo: z.object({ width: z.number().int(), height: z.number().int(), version: z.string() }).nullable(),
      updatedAt: isoDateSchema,
    })
    .nullable(),
});
export type BrandKitView = z.infer<typeof brandKitViewSchema>;

const owner = { userId: z.uuid() };

export const brandKitRpcSchemas = {
  'assessments.brandKit.get': { service: 'assessments', request: z.object(owner), response: brandKitViewSchema },
  'assessments.brandKit.save': { service: 'assessments', request: z.object({ ...owner, ...saveBrandKitRequestSchema.shape }), response: brandKitViewSchema },
  'assessments.brandKit.setLogo': { service: 'assessments', request: z.object({ ...owner, ...uploadLogoRequestSchema.shape }), response: brandKitViewSchema },
  'assessments.brandKit.removeLogo': { service: 'assessments', request: z.object(owner), response: brandKitViewSchema },
  'assessments.brandKit.logo': { service: 'assessments', request: z.object(owner), response: z.object({ base64: z.string() }) },
} as const;
