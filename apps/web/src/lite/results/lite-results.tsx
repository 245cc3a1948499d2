import type { LiteResult } from '@bv/contracts';
import type { Ref } from 'react';
import { FirstWeekPlan } from './first-week-plan';
import { KeyInsight } from './key-insight';
import { ObjectionFaq } from './objection-faq';
import { PlanOfferCard } from './plan-offer-card';
import { ProVsLite } from './pro-vs-lite';
import { ResultActions } from './result-actions';
import { Roadmap } from './roadmap';
import { ScoreSummary } from './score-summary';
import { SocialProof } from './social-proof';

/** `buyerEmail`: the address typed at step 1, so the guest checkout does not ask for it again. */
export function LiteResults({ result, buyerEmail = '', headingRef }: { result: LiteResult; buyerEmail?: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="lite-results">
      <div className="lite-card">
        <ScoreSummary result={result} headingRef={headingRef} />
        <KeyInsight insight={result.insight} />
        <ResultActions toolType={result.toolType} score={result.score} maxScore={result.maxScore} />
      </div>
      <div className="lite-results__grid">
        <div className="lite-results__main">
          <Roadmap toolType={result.toolType} tier={result.tier} />
          <FirstWeekPlan toolType={result.toolType} tier={result.tier} />
          <ProVsLite toolType={result.toolType} score={result.score} />
        </div>
        <aside className="lite-results__aside" aria-label="Upgrade offer">
          <PlanOfferCard result={result} buyerEmail={buyerEmail} />
        </aside>
      </div>
      <SocialProof />
      <ObjectionFaq />
    </div>
  );
}
