import { LandingSection } from './landing-section';

const STEPS = [
  { title: 'Take a free Lite check', text: 'Five questions, two minutes, a score out of 50 and a 90-day roadmap.' },
  { title: 'Complete the guided intake', text: 'Answer 15–20 minutes of questions about your financials, customers, team and plans.' },
  { title: 'Get your materials', text: 'Your report, deck, FAQ and checklist are ready within minutes, editable in PowerPoint, Word and PDF.' },
  { title: 'Share with confidence', text: 'Send outputs to investors, buyers or your advisor by link, with an optional password.' },
];

export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" eyebrow="How it works" title="How It Works">
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="steps__item">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
