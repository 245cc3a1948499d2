import type { LiteResult } from '@bv/contracts';
import { useId, type Ref } from 'react';
import { FirstWeekPlan } from './first-week-plan';
import { KeyInsight } from './key-insight';
import { ObjectionFaq } from './objection-faq';
import { OfferTeaser } from './offer-teaser';
import { PlanOfferCard } from './plan-offer-card';
import { ProVsLite } from './pro-vs-lite';
import { ResultActions } from './result-actions';
import { Roadmap } from './roadmap';
import { ScoreSummary } from './score-summary';
import { SocialProof } from './social-proof';

/**
 * The score and the offer lead: on a phone the offer follows the score card (within the first
 * screen), on a wide screen it sits beside the score and stays in view while the plan below is
 * read. `buyerEmail`: the address typed at step 1, so the guest checkout does not ask again.
 */
export function LiteResults({ result, buyerEmail = '', headingRef }: { result: LiteResult; buyerEmail?: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const offerId = useId();
  return (
    <div className="lite-results">
      <div className="lite-card lite-results__summary">
        <ScoreSummary result={result} headingRef={headingRef} />
        <OfferTeaser result={result} offerId={offerId} />
        <KeyInsight insight={result.insight} />
        <ResultActions toolType={result.toolType} score={result.score} maxScore={result.maxScore} />
      </div>
      <aside className="lite-results__aside" aria-label="Upgrade offer" id={offerId} tabIndex={-1}>
        <PlanOfferCard result={result} buyerEmail={buyerEmail} />
      </aside>
      <div className="lite-results__main">
        <Roadmap toolType={result.toolType} tier={result.tier} />
        <FirstWeekPlan toolType={result.toolType} tier={result.tier} />
        <ProVsLite toolType={result.toolType} score={result.score} />
        <SocialProof />
        <ObjectionFaq />
      </div>
    </div>
  );
}
