// What the product does, not claims about customers: every figure here can be checked against
// docs/product-rules.md ("Lite assessments", "Scoring and tiers", "PitchPrep outputs", "Plans
// and prices"). Unsourced numbers (users, success rates) sat next to testimonials marked
// illustrative and undercut the rest of the page.
const FACTS = [
  { value: '5 questions', label: 'free check, no account' },
  { value: '45 questions', label: 'across 9 exit categories' },
  { value: '3 documents', label: 'deck, FAQ and data-room list' },
  { value: 'S$98', label: 'Starter plan, paid once' },
];

export function TrustStrip() {
  return (
    <section className="trust-strip" aria-label="What you get">
      <ul className="container trust-strip__list">
        {FACTS.map((fact) => (
          <li key={fact.value}>
            <strong>{fact.value}</strong> <span>{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
