import { PLANS, type Plan } from '@bv/domain';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../config';
import { ADMIN_PREVIEW_PREFIX, prefixOf } from '../routing/path-prefix';

// docs/product-rules.md, "Landing page and site pages" (page metadata): per path a title,
// description, keywords, Singapore geo tags, social cards, canonical link and robots; structured
// data for home, /pitchprep, /exitcheck.
export type PageMetadata = {
  title: string;
  description: string;
  keywords: string[];
  noindex: boolean;
  structuredData?: Record<string, unknown>;
};

export const DEFAULT_DESCRIPTION =
  'Exit-readiness audits, pitch decks, investor FAQs and data-room checklists for founders and SME owners in Singapore and Southeast Asia.';

const BASE_KEYWORDS = ['exit readiness', 'investor materials', 'Singapore', 'Southeast Asia', 'SME', 'founders'];

export const GEO_TAGS = {
  'geo.region': 'SG',
  'geo.placename': 'Singapore',
  'geo.position': '1.3521;103.8198',
  ICBM: '1.3521, 103.8198',
} as const;

/**
 * docs/product-rules.md, "Landing page and site pages": /auth and /account are never indexed;
 * admin-only areas are not public pages either.
 */
const NOINDEX_PATHS = ['/auth', '/account', '/admin', '/stripe-test', '/sandbox'];

const offer = (plan: Plan) => ({
  '@type': 'Offer',
  name: plan.name,
  price: plan.price.toFixed(2),
  priceCurrency: 'SGD',
  availability: plan.comingSoon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
});

const phaseOneOffers = () => PLANS.filter((plan) => plan.phase === 1).map(offer);

const provider = { '@type': 'Organization', name: PRODUCT_NAME, email: CONTACT_EMAIL, areaServed: ['SG', 'MY', 'ID', 'TH', 'VN', 'PH'] };

function softwareApplication(name: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers: phaseOneOffers(),
    provider,
  };
}

const SPECIFIC: Record<string, Omit<PageMetadata, 'noindex'>> = {
  '/': {
    title: 'Investor Ready in Half the Time',
    description:
      'Exit-readiness audits, pitch decks, investor FAQs and data-room checklists for founders and SME owners in Singapore and Southeast Asia. Try the free Lite assessments.',
    keywords: [...BASE_KEYWORDS, 'pitch deck', 'data room checklist', 'exit planning', 'fundraising', 'due diligence'],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: PRODUCT_NAME,
      serviceType: 'Exit-readiness audits and investor materials',
      description: DEFAULT_DESCRIPTION,
      areaServed: provider.areaServed,
      provider,
      offers: phaseOneOffers(),
    },
  },
  '/pitchprep': {
    title: 'PitchPrep: Pitch Deck, Investor FAQ and Data Room',
    description: 'Build a pitch deck, an investor FAQ and a data-room checklist for your raise or your exit in Singapore and Southeast Asia. Try PitchPrep Lite free.',
    keywords: [...BASE_KEYWORDS, 'pitch deck builder', 'investor FAQ', 'data room checklist', 'fundraising readiness'],
    structuredData: softwareApplication(
      'PitchPrep',
      'Builds a pitch deck, an investor FAQ and a data-room checklist on a fundraising track or an exit track.',
    ),
  },
  '/exitcheck': {
    title: 'ExitCheck Pro: Exit-Readiness Audit',
    description: 'A scored exit-readiness audit across 9 exit-critical categories, with strengths, priority gaps and an AI-written report for SMEs in Singapore and SEA.',
    keywords: [...BASE_KEYWORDS, 'exit readiness audit', 'business valuation', 'sell my business Singapore', 'M&A preparation'],
    structuredData: softwareApplication('ExitCheck Pro', 'An exit-readiness audit across 9 exit-critical categories with scores, red flags and action plans.'),
  },
};

/** The path without the /admin-preview prefix, without a trailing slash. */
export function canonicalPath(pathname: string): string {
  const prefix = prefixOf(pathname);
  const bare = pathname.slice(prefix.length) || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** The page's own title and description win; the path adds keywords, robots and structured data. */
export function metadataFor(pathname: string, overrides: { title?: string; description?: string; noindex?: boolean } = {}): PageMetadata {
  const path = canonicalPath(pathname);
  const specific = SPECIFIC[path];
  const inPreview = prefixOf(pathname) === ADMIN_PREVIEW_PREFIX;
  return {
    title: overrides.title ?? specific?.title ?? PRODUCT_NAME,
    description: overrides.description ?? specific?.description ?? DEFAULT_DESCRIPTION,
    keywords: specific?.keywords ?? BASE_KEYWORDS,
    noindex: Boolean(overrides.noindex) || inPreview || NOINDEX_PATHS.some((p) => path === p || path.startsWith(`${p}/`)),
    structuredData: specific?.structuredData,
  };
}
