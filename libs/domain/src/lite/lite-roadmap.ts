import type { ScoreTier, ToolType } from './lite-types';

export type LiteRoadmapPhase = { period: string; title: string; actions: string[] };

// High scorers package what they have; medium scorers fix what due diligence checks first;
// low scorers build the foundations every later step depends on.
export const LITE_ROADMAP: Record<ToolType, Record<ScoreTier, LiteRoadmapPhase[]>> = {
  exitcheck: {
    high: [
      {
        period: 'Days 1–30',
        title: 'Package your numbers',
        actions: [
          'Prepare a normalised EBITDA bridge for the last three financial years, adding back one-off and owner-related costs',
          'Reconcile management accounts to your SFRS audited statements and IRAS Form C filings',
          'Open a virtual data room with folders for corporate (ACRA business profile, constitution), finance, tax, HR, contracts and IP',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'De-risk the handover',
        actions: [
          'Write a 12-month transition plan naming who takes over each customer, supplier and banking relationship',
          'Put key managers on retention agreements or a bonus tied to completion of the sale',
          'Commission a vendor due-diligence review with your accountant or lawyer to find issues before a buyer does',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Go to market on your terms',
        actions: [
          'Shortlist likely buyers: regional strategic acquirers, private equity funds active in SEA SMEs, and management buy-out candidates',
          'Draft a two-page anonymous teaser and an information memorandum built on your ExitCheck results',
          'Agree process, timetable and fees with an M&A adviser or broker before any buyer is approached',
        ],
      },
    ],
    medium: [
      {
        period: 'Days 1–30',
        title: 'Fix what a buyer checks first',
        actions: [
          'Bring ACRA annual returns, AGM records and IRAS filings up to date, and clear any open tax queries',
          'Stop running personal expenses through the company and start closing monthly management accounts',
          'List your top 10 customers with revenue share, contract status and who owns each relationship',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'Reduce concentration and key-person risk',
        actions: [
          'Put written contracts or renewal terms in place with your largest customers',
          'Introduce a second point of contact for every key customer and supplier',
          'Document the ten processes that would stall if one person left tomorrow',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Build a buyer-grade record',
        actions: [
          'Decide with your accountant whether to commission an SFRS audit for the current financial year',
          'Start a data room and file contracts, licences, employment agreements and IP registrations in it',
          'Retake ExitCheck and compare your scores to confirm the gaps are closing',
        ],
      },
    ],
    low: [
      {
        period: 'Days 1–30',
        title: 'Get your house in order',
        actions: [
          'Engage a qualified accountant to tidy the last two years of accounts and separate personal spending',
          'File any overdue ACRA returns and IRAS submissions: late filings carry penalties and alarm buyers',
          'Write down everything you personally do in a typical week; this is your key-person risk list',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'Make revenue transferable',
        actions: [
          'Move repeat customers onto written agreements or retainers',
          'Keep your customer list in a CRM rather than your phone and WhatsApp',
          'Hand one customer relationship and one operational area to a trusted manager',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Set the baseline for a future sale',
        actions: [
          'Write SOPs for your core delivery, purchasing and billing processes',
          'Publish a PDPA notice, appoint a Data Protection Officer, and register IP and domains to the company',
          'Set a realistic exit horizon, often two to three years from here, and review progress every quarter',
        ],
      },
    ],
  },
  pitchprep: {
    high: [
      {
        period: 'Days 1–30',
        title: 'Sharpen the story',
        actions: [
          'Tighten your deck to 12–15 slides: problem, solution, traction, market, business model, team, the ask and use of funds',
          'Build a metrics slide with growth, retention, CAC payback and gross margin that reconciles to your management accounts',
          'Prepare answers to the 20 questions investors will ask about market size, competition and unit economics',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'Build the data room and pipeline',
        actions: [
          'Load the data room: ACRA business profile, constitution, cap table, shareholder agreements, financial statements, key contracts and IP',
          'List 30–50 target investors by stage, sector and cheque size: regional VCs, angels, corporate VCs and co-investment schemes',
          'Line up warm introductions through portfolio founders, accelerators and advisers',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Run a tight process',
        actions: [
          'Hold first meetings within a two-to-three-week window so conversations move in parallel',
          'Track every investor’s stage in one pipeline and follow up within 48 hours',
          'Have a lawyer ready to review term sheets, especially liquidation preference, anti-dilution and board seats',
        ],
      },
    ],
    medium: [
      {
        period: 'Days 1–30',
        title: 'Make your numbers investor-grade',
        actions: [
          'Close monthly management accounts and reconcile them to your ACRA-filed financial statements',
          'Rebuild your model around unit economics: CAC, LTV, gross margin and burn multiple',
          'Set the raise amount from the milestones it must fund over the next 18–24 months',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'Clean up the cap table',
        actions: [
          'Document every equity promise, SAFE and convertible note, and make sure ACRA’s register of members is current',
          'Put founder vesting and an ESOP pool in place before investors ask for them',
          'Check that your structure is investable; many regional VCs prefer a Singapore holding company',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Prepare to go out',
        actions: [
          'Draft your deck and investor FAQ, then test them on two friendly founders or angels',
          'Start a data room with corporate, financial, legal and product folders',
          'Build a target list of investors who have funded your stage and sector in the last 24 months',
        ],
      },
    ],
    low: [
      {
        period: 'Days 1–30',
        title: 'Prove demand',
        actions: [
          'Turn pilots and letters of intent into paid contracts, even small ones',
          'Pick three metrics that show demand, such as paying customers, monthly revenue and retention, and track them weekly',
          'Cut discretionary spending to extend runway while you build traction',
        ],
      },
      {
        period: 'Days 31–60',
        title: 'Fix the foundations',
        actions: [
          'Agree co-founder equity in writing, with vesting, and resolve any verbal promises of shares',
          'Bring your bookkeeping and your ACRA and IRAS filings up to date',
          'Look at non-dilutive funding, such as government start-up grants or revenue-based financing, to extend runway',
        ],
      },
      {
        period: 'Days 61–90',
        title: 'Write your first investor story',
        actions: [
          'Write a one-page summary: the problem, your solution, traction to date and what funding would achieve',
          'Ask three angels or accelerator programmes for feedback before you start a formal raise',
          'Retake PitchPrep Lite to measure progress and set a target date for your raise',
        ],
      },
    ],
  },
};
