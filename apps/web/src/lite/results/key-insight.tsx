import { ResultSection } from './result-section';

export function KeyInsight({ insight }: { insight: string }) {
  return (
    <ResultSection title="Key insight" className="callout">
      <p>{insight}</p>
    </ResultSection>
  );
}
