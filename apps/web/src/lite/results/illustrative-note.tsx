/** Our testimonials and stories are composites; saying so is part of being trustworthy. */
export function IllustrativeNote() {
  return <p className="fine-print">Illustrative examples based on common situations, not individual customers.</p>;
}
