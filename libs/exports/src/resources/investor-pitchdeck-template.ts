import type { DeckContent } from '@bv/domain';
import { renderDeckPptx } from '../deck/render-deck-pptx';
import type { DocumentMeta } from '../document-meta';
import { RESOURCES_EDITION } from './resource-meta';

// Title slide + 11 content slides = the 12-slide fundraising deck most SEA seed and Series A
// investors expect. Bullets are placeholders to overwrite; notes say what investors look for.
export const PITCH_DECK_TEMPLATE: DeckContent = {
  slides: [
    {
      id: 'problem',
      title: 'The problem',
      content: [
        '- [Who has the problem: e.g. "12,000 F&B SMEs in Singapore and Malaysia"]',
        '- [What it costs them today, in money or hours: e.g. "S$3,400 a month lost to food waste"]',
        '- [How they cope now, and why that falls short]',
        '- [One real customer quote or story]',
      ].join('\n'),
      notes:
        'Make the pain concrete and quantified for one clear customer segment. SEA investors see many "Uber for X" decks: show the problem exists in this region specifically (fragmented markets, cash-heavy payments, different regulations per country) rather than copying a US framing. One slide, three or four lines, no solution yet.',
    },
    {
      id: 'solution',
      title: 'Our solution',
      content: [
        '- [What you do, in one sentence a customer would use]',
        '- [The 2-3 things it does that matter to the customer]',
        '- [Result for the customer: time saved, revenue gained, cost removed]',
        '- [Screenshot or product photo: replace this line]',
      ].join('\n'),
      notes:
        'Show the product, not a feature list. A screenshot or 30-second demo GIF beats paragraphs. Tie every point back to the pain on the previous slide and state the outcome in numbers ("cuts reconciliation from 3 days to 2 hours").',
    },
    {
      id: 'why-now',
      title: 'Why now',
      content: [
        '- [The change that makes this possible now: regulation, technology, behaviour]',
        '- [Regional signal: e.g. PayNow/QRIS/PromptPay adoption, e-invoicing mandates, digital bank licences]',
        '- [Why incumbents have not solved it yet]',
      ].join('\n'),
      notes:
        'Investors ask "why hasn\'t this been done, and why will it work now?". Good answers in SEA often point to real-time payment rails, new e-invoicing or data rules, smartphone penetration in tier-2 cities, or post-pandemic behaviour change. Cite a source for each claim.',
    },
    {
      id: 'market',
      title: 'Market opportunity',
      content: {
        TAM: '[Total market across SEA, in USD, with source]',
        SAM: '[The countries and segments you can serve with today\'s product]',
        SOM: '[What you can realistically win in 3-5 years, and how you got the number]',
        'Expansion path': '[e.g. Singapore -> Malaysia -> Indonesia, and why in that order]',
      },
      notes:
        'Build the market bottom-up (number of customers x price) rather than quoting one big analyst figure. Regional VCs usually think in USD; Singapore angels are fine with SGD, but be consistent. Explain your country sequence: regulation, language, payment methods and go-to-market cost differ a lot between Singapore, Indonesia, Vietnam, Thailand and the Philippines.',
    },
    {
      id: 'traction',
      title: 'Traction',
      content: {
        Revenue: '[MRR/ARR and growth rate, e.g. "S$85k MRR, 12% MoM over 6 months"]',
        Customers: '[Number of paying customers and notable logos]',
        Retention: '[Logo or net revenue retention, churn]',
        Milestones: '[Pilots, partnerships, grants such as Startup SG, awards]',
      },
      notes:
        'Lead with your strongest metric and show it as a chart over time. Be precise about definitions (ARR from signed contracts vs. run-rate) because diligence will check. Pre-revenue: show pilots, LOIs, waitlist conversion or usage. Government grants and accelerator places are useful signals but not traction on their own.',
    },
    {
      id: 'business-model',
      title: 'Business model',
      content: [
        '- [How you charge: subscription, take rate, per transaction, licence]',
        '- [Average contract value or basket size, by market]',
        '- [Unit economics: CAC, payback period, gross margin, LTV/CAC]',
        '- [How pricing differs across countries, if it does]',
      ].join('\n'),
      notes:
        'Show that each customer is profitable, or will be at scale. Price points often differ sharply between Singapore and the rest of the region; show unit economics per market if so. Investors will compare your gross margin with regional peers, so name the assumptions.',
    },
    {
      id: 'go-to-market',
      title: 'Go-to-market',
      content: [
        '- [Primary channel today and what it costs to acquire a customer]',
        '- [Sales motion: self-serve, inside sales, field sales, partners/resellers]',
        '- [Local partners or distributors for each new market]',
        '- [What the next 12-18 months of growth look like]',
      ].join('\n'),
      notes:
        'Explain how you win customers repeatably, not every channel you might try. In markets like Indonesia and Vietnam a local partner, distributor or country manager is often the real go-to-market plan; say who and how far along you are.',
    },
    {
      id: 'competition',
      title: 'Competition',
      content: [
        '- [Direct competitors in SEA and global players entering the region]',
        '- [The real alternative: spreadsheets, WhatsApp, agencies, doing nothing]',
        '- [Your advantage: 2-by-2 chart or comparison table on the criteria customers care about]',
        '- [Why the advantage lasts: data, network effects, licences, distribution]',
      ].join('\n'),
      notes:
        'Never claim "no competitors": investors read that as an untested market or an unaware founder. Include the status quo. A simple positioning chart works; choose axes customers actually decide on. Licences (e.g. MAS, OJK, BSP) and local integrations can be real moats in the region: say so.',
    },
    {
      id: 'team',
      title: 'Team',
      content: [
        '- [Founder 1: role, one line of relevant track record]',
        '- [Founder 2: role, one line of relevant track record]',
        '- [Key hires and advisers, and the gaps this round will fill]',
        '- [Cap table note: founders\' combined ownership, ESOP pool size]',
      ].join('\n'),
      notes:
        'Show why this team wins in this market: domain expertise, regional operating experience, languages, prior exits. Be upfront about gaps and the hires planned. Regional investors also look at founder vesting and whether the ESOP pool is set up in the Singapore holding company.',
    },
    {
      id: 'financials',
      title: 'Financials',
      content: {
        'Last 12 months': '[Revenue, gross margin, monthly burn]',
        'Next 3 years': '[Revenue, gross margin, EBITDA by year: base case]',
        'Key assumptions': '[Customers added per month, price, churn, hiring plan]',
        'Runway': '[Months of cash today, and after this round]',
      },
      notes:
        'Keep the slide to the headline numbers and have the full model ready for the data room. Use the same currency as the rest of the deck. Show monthly burn and runway honestly; Singapore-incorporated companies should have up-to-date ACRA filings and management accounts that reconcile to these figures.',
    },
    {
      id: 'the-ask',
      title: 'The ask and use of funds',
      content: {
        Raising: '[Amount, instrument (priced equity, SAFE, convertible note), and round size]',
        'Use of funds': '[e.g. 45% product & engineering, 35% go-to-market in Indonesia, 20% operations]',
        'Milestones it buys': '[What you will have achieved in 18-24 months: the story for the next round]',
        'Contact': '[Name, email, phone]',
      },
      notes:
        'Be specific: amount, instrument and what the money achieves. Tie the use of funds to milestones that make the next round easy (e.g. "S$2m ARR and break-even in Singapore"). End with a clear next step and your contact details; many investors forward decks internally without the email thread.',
    },
  ],
};

export const PITCH_DECK_TITLE_NOTES =
  'Title slide: company name, a one-line description of what you do ("We help F&B SMEs in SEA cut food waste by 30%"), your logo and the date. ' +
  'Replace the company name and subtitle on this slide. Keep the deck to about 12 slides and send it as PDF; keep this editable version for yourself.';

export function pitchDeckTemplateMeta(): DocumentMeta {
  return {
    title: 'Investor pitch deck',
    companyName: '[Your company name]',
    subtitle: '[One line: what you do, for whom, where]',
    generatedAt: RESOURCES_EDITION,
  };
}

export function buildPitchDeckTemplate(): Promise<Buffer> {
  return renderDeckPptx(PITCH_DECK_TEMPLATE, pitchDeckTemplateMeta(), { copy: 'presenter', titleNotes: PITCH_DECK_TITLE_NOTES });
}
