import { LITE_OBJECTION_FAQ } from '@bv/domain';
import { Accordion } from '../../ui/accordion';
import { ResultSection } from './result-section';

export function ObjectionFaq() {
  return (
    <ResultSection title="Questions before you buy">
      <Accordion items={LITE_OBJECTION_FAQ} headingLevel={5} />
    </ResultSection>
  );
}
