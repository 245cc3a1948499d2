import type { ProCategoryDraft } from './define-pro-questions';

export const MARKET_POSITIONING_V1: ProCategoryDraft = {
  description: 'How clearly the business stands apart from competitors, and how defensible its position is in Singapore and the region.',
  questions: [
    {
      id: 'mp_1',
      question: 'Why do customers choose you over competitors?',
      weight: 1,
      hint: 'Commercial due diligence exists to confirm a clear, evidenced reason customers pick you.',
      options: [
        { score: 0, text: 'Mainly on price, or because of the owner’s personal relationships' },
        { score: 3, text: 'Service and reliability, which competitors also claim' },
        { score: 6, text: 'A specific advantage (specialist expertise, certification, location or product) that customers mention, but we have no data on it' },
        { score: 10, text: 'A defensible advantage (proprietary product or process, exclusive rights, accreditations, switching costs) backed by win/loss data or customer surveys' },
      ],
    },
    {
      id: 'mp_2',
      question: 'Do you know the size of your market and your share of it?',
      weight: 0.9,
      hint: 'Buyers want to see where you rank and how much room is left to grow.',
      options: [
        { score: 0, text: 'No; we know some competitors by name but have no figures' },
        { score: 5, text: 'A reasoned estimate of market size and our share, from industry reports or trade association data' },
        { score: 10, text: 'A sourced estimate of market size and share over three years, showing where we rank among the main players in our niche' },
      ],
    },
    {
      id: 'mp_3',
      question: 'How intense is competition, and how easily could new competitors enter?',
      weight: 0.9,
      hint: 'Buyers pay less for margins that only last while competitors stay passive.',
      options: [
        { score: 0, text: 'Many competitors undercut us on price, and new ones (including overseas platforms) enter easily' },
        { score: 3, text: 'A crowded market where we hold our own, but margins are under pressure' },
        { score: 6, text: 'A handful of credible competitors, and we hold our share without cutting prices' },
        { score: 10, text: 'Few direct competitors, with real barriers (licences, scale, long contracts, technical know-how) that would take an entrant years to match' },
      ],
    },
    {
      id: 'mp_4',
      question: 'How strong is your brand, independent of you?',
      weight: 0.8,
      hint: 'A brand customers look for by name transfers with the business; the founder’s personal reputation does not.',
      options: [
        { score: 0, text: 'Customers know the owner, not the company name' },
        { score: 3, text: 'Known locally through word of mouth, with little presence online' },
        { score: 6, text: 'Recognised in our niche, with a current website, good reviews and regular inbound enquiries' },
        { score: 10, text: 'A registered brand with strong reviews and measurable awareness, and most leads arriving inbound rather than through the owner’s network' },
      ],
    },
    {
      id: 'mp_5',
      question: 'What presence do you have in ASEAN markets outside Singapore?',
      weight: 0.8,
      hint: 'Proven traction in other ASEAN markets widens the pool of strategic buyers and supports the growth story.',
      options: [
        { score: 2, text: 'Singapore only, with no overseas customers' },
        { score: 4, text: 'Occasional overseas customers, with no partner or local presence' },
        { score: 7, text: 'Regular sales in one or two ASEAN markets through distributors or partners' },
        { score: 10, text: 'An established presence (entity, team or exclusive partner) in at least one other ASEAN market, with its revenue reported separately' },
      ],
    },
  ],
};
