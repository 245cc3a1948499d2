// docs/product-rules.md, "Landing page and site pages": persona headlines for founder, marketer and
// advisor, shown only when the persona_messaging flag is on and the page was opened with
// ?persona=<name>.
export type Persona = 'founder' | 'marketer' | 'advisor';
export type HeroCopy = { eyebrow: string; headline: string; lead: string };

/** The landing page's title (the browser tab, search results). */
export const LANDING_TITLE = 'Investor Ready in Half the Time';

export const DEFAULT_HERO: HeroCopy = {
  eyebrow: 'For founders and SME owners in Singapore and Southeast Asia',
  headline: 'Investor Ready in Half the Time',
  lead: 'Blueprint Vault audits your exit readiness and builds your investor materials: a scored report, a pitch deck, an investor FAQ and a data-room checklist, ready in minutes instead of weeks of consultant time.',
};

export const PERSONA_HEROES: Record<Persona, HeroCopy> = {
  founder: {
    eyebrow: 'For founders raising or preparing to sell',
    headline: 'Walk Into Investor Meetings Already Prepared',
    lead: 'Answer a 15–20 minute intake and get the deck, the investor FAQ and the data-room checklist that diligence will ask for, built for Singapore and Southeast Asian deals.',
  },
  marketer: {
    eyebrow: 'For growth and marketing leads',
    headline: 'Tell Your Growth Story the Way Investors Read It',
    lead: 'Turn traction, channels and customer numbers into a pitch narrative and an investor FAQ your founders can take straight into the room.',
  },
  advisor: {
    eyebrow: 'For advisors, brokers and CFOs',
    headline: 'Give Every Client a Diligence-Ready Starting Point',
    lead: 'A scored exit-readiness audit and a structured data-room checklist for each client, so your paid hours go to judgement and negotiation, not groundwork.',
  },
};

export function personaFrom(value: string | null): Persona | null {
  return value === 'founder' || value === 'marketer' || value === 'advisor' ? value : null;
}
