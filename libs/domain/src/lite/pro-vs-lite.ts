export type ProVsLiteRow = { feature: string; lite: string | boolean; pro: string | boolean };

export const PRO_VS_LITE: ProVsLiteRow[] = [
  { feature: 'Questions', lite: '5', pro: '45 across 9 exit-critical categories' },
  { feature: 'Score', lite: 'Out of 50 with a readiness label', pro: 'Out of 100 with a breakdown by category' },
  { feature: 'Top strengths and priority gaps', lite: false, pro: 'Top 3 strengths and bottom 3 gaps' },
  { feature: 'Action plan', lite: 'General 90-day roadmap for your score band', pro: 'Specific to your answers' },
  { feature: 'AI-written report', lite: false, pro: true },
  { feature: 'Pitch deck, investor FAQ and data-room checklist', lite: false, pro: 'With PitchPrep' },
  { feature: 'Editable in PowerPoint, Word and PDF', lite: false, pro: true },
  { feature: 'Share by link with optional password', lite: false, pro: true },
  { feature: 'Price', lite: 'Free', pro: 'From S$98, one-time' },
];
