/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { render } from '@testing-library/react';
import type { SlideChart, ViewerSlide } from '@bv/domain';
import { SlideView } from './slide-view';

const draw = (slide: ViewerSlide) => render(<SlideView slide={slide} number={3} companyName="ShiftWise Pte Ltd" cover={false} />).container;
const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent);

describe('SlideView kinds (the layouts the files draw)', () => {
  it('draws the market as TAM, SAM and SOM in that order, whatever order the stored keys come back in', () => {
    const root = draw({ id: 'm', kind: 'market', title: 'A US$1.4B market', content: { SAM: 'US$180M: chains', SOM: 'US$12M: by 2028', TAM: 'US$1.4B: all outlets', 'Why now': 'Manpower shortages' } });
    expect(texts(root, '.kind__circle')).toEqual(['TAM', 'SAM', 'SOM']);
    expect(texts(root, '.kind__tier-figure')).toEqual(['US$1.4B TAM', 'US$180M SAM', 'US$12M SOM']);
    expect(texts(root, '.slide__kicker')).toEqual(['Market']);
    expect(texts(root, '.kind__panel .kind__label')).toEqual(['Why now']);
  });

  it('leads the business model with how the company makes money, its figures as tiles', () => {
    const root = draw({ id: 'b', kind: 'business_model', title: 'S$45 an outlet', content: { CAC: 'S$2,900 per chain', Price: 'S$45 per outlet a month', 'How we make money': 'Subscription per outlet' } });
    expect(texts(root, '.kind__card--primary .kind__label')).toEqual(['How we make money']);
    expect(texts(root, '.kind__tile .kind__label')).toEqual(['Price', 'CAC']);
    expect(texts(root, '.kind__figure')).toEqual(['S$45', 'S$2,900']);
  });

  it('draws the ask as its amount and a ring of the use of funds, with no inline styles (the share page allows none)', () => {
    const root = draw({ id: 'a', kind: 'ask', title: 'Raising S$3M', content: { Round: 'Seed', Raising: 'S$3M', 'Use of funds': '45% product\n35% sales\n20% working capital' } });
    expect(texts(root, '.kind__hero')).toEqual(['S$3M']);
    expect(root.querySelectorAll('.kind__ring')).toHaveLength(3);
    expect(texts(root, '.kind__shares strong')).toEqual(['45%', '35%', '20%']);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('draws a card per person on the team slide and leaves the presenter prompts off the cards', () => {
    const root = draw({ id: 't', kind: 'team', title: 'Team', content: 'Rachel Tan — CEO: Ran 120 outlets\nArjun Menon — CTO: Ex-Grab\n[Add: your advisers]' });
    expect(texts(root, '.kind__avatar')).toEqual(['RT', 'AM']);
    expect(texts(root, '.kind__role')).toEqual(['CEO', 'CTO']);
  });

  it('draws a loss below the zero line, each bar with its figure, and no inline styles', () => {
    const chart: SlideChart = { type: 'bar', categories: ['FY2023', 'FY2024'], currency: 'SGD', series: [{ name: 'Revenue', values: [600000, 1200000] }, { name: 'EBITDA', values: [-450000, 150000] }] };
    const root = draw({ id: 'f', kind: 'financials', title: 'Financials', content: { Forecast: 'S$3.4M in FY2026' }, chart });
    expect(texts(root, '.kind__bar-value')).toEqual(['S$600K', '-S$450K', 'S$1.2M', 'S$150K']);
    const loss = root.querySelector('.kind__bar--loss')!;
    const zero = Number(root.querySelector('.kind__axis')!.getAttribute('y1'));
    expect(Number(loss.getAttribute('y'))).toBeCloseTo(zero);
    expect(Number(loss.getAttribute('height'))).toBeGreaterThan(0);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('falls back to the title and points when the content does not fit its kind, so nothing written is lost', () => {
    const root = draw({ id: 'p', kind: 'problem_solution', title: 'Why now', content: { One: 'a', Two: 'b', Three: 'c' } });
    expect(root.querySelector('.slide__kind')).toBeNull();
    expect(texts(root, '.slide__body li')).toEqual(['One: a', 'Two: b', 'Three: c']);
  });
});
