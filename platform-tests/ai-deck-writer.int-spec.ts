import { corpusIntake, investorDeck, type DeckContent } from '@bv/domain';
import { FakeOpenAi } from './fake-openai';
import { writeOpenAiOutput } from '../apps/assessments/src/pitchprep/writers/openai-outputs';

// The AI deck writer against a local fake of OpenAI's API, through the real SDK: structured
// output asked for with a strict schema, and the deck checked like our own writers' decks.

describe('writeOpenAiOutput for decks', () => {
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await FakeOpenAi.start();
  });
  afterAll(() => openai.close());

  const settings = () => ({ apiKey: 'sk-test-local', model: 'gpt-4o-mini', baseURL: openai.baseUrl, timeoutMs: 5_000 });
  const intake = corpusIntake('saas');

  it('asks for slides by kind with a strict schema and ships them only after the quality checks', async () => {
    openai.mode = {
      kind: 'answer',
      content: {
        slides: [
          { kind: 'cover', title: 'ShiftWise', items: [{ label: '', text: intake.company.oneLiner }], notes: 'Introduce ShiftWise.' },
          { kind: 'traction', title: 'S$38,000 MRR, growing 11% a month', items: [{ label: 'Revenue', text: 'S$38,000 MRR' }, { label: 'Customers', text: '62 paying chains; 300 chains signed by March' }], notes: 'Walk the chart.' },
          { kind: 'financials', title: 'S$1.5M ARR by end-2026', items: [{ label: 'Runway', text: '7 months' }, { label: 'Monthly burn', text: 'S$85,000 net burn per month' }, { label: 'Revenue today', text: 'S$38,000 MRR' }], notes: 'The plan.' },
          { kind: 'ask', title: 'Raising S$3M', items: [{ label: 'Raising', text: 'S$3M' }, { label: 'Use of funds', text: '[Add: how the money is split]' }], notes: 'The ask.' },
        ],
      },
    };
    const deck = (await writeOpenAiOutput(settings(), 'pitch_deck', intake)) as DeckContent;
    const format = openai.requests.at(-1)?.body.response_format as { json_schema: { name: string; strict: boolean; schema: { properties: { slides: { items: { properties: Record<string, unknown> } } } } } };
    expect(format.json_schema).toMatchObject({ name: 'pitch_deck', strict: true });
    expect(Object.keys(format.json_schema.schema.properties.slides.items.properties)).toEqual(['kind', 'title', 'items', 'notes']);

    expect(deck.slides.map((slide) => slide.kind)).toEqual(['cover', 'traction', 'financials', 'ask']);
    // An invented figure is dropped; a fact already stated is not stated again; charts come from the intake.
    expect(deck.slides[1].content).toEqual({ Revenue: 'S$38,000 MRR', Customers: '62 paying chains' });
    expect(deck.slides[2].content).toEqual({ Runway: '7 months', 'Monthly burn': 'S$85,000 net burn per month' });
    expect(deck.slides[1].chart?.series[0].values).toEqual(intake.traction.history!.map((point) => point.amount));
    // A prompt stays for the editor and leaves the investor copy.
    expect(JSON.stringify(investorDeck(deck))).not.toContain('[Add:');
  });

  it('refuses an answer that does not fit the deck contract', async () => {
    openai.mode = { kind: 'answer', content: { slides: [{ kind: 'traction', title: 'x', items: 'not a list', notes: '' }] } };
    await expect(writeOpenAiOutput(settings(), 'pitch_deck', intake)).rejects.toMatchObject({ code: 'GENERATION_ERROR' });
  });
});
