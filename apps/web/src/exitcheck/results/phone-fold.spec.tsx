/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhoneFold } from './phone-fold';

const setWidthMatches = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};

describe('PhoneFold', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('starts folded on a phone, with the title and hint in a summary that opens it', () => {
    setWidthMatches(true);
    const view = render(
      <PhoneFold title="Your nine categories" hint="Score and points lost in each">
        <p>Chart</p>
      </PhoneFold>,
    );
    const details = view.container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(view.container.querySelector('summary')!.textContent).toBe('Your nine categories' + 'Score and points lost in each');
    fireEvent.click(screen.getByText('Your nine categories'));
    expect(details.open).toBe(true);
    expect(screen.getByText('Chart')).toBeTruthy();
  });

  it('shows the section as it is on a wide screen', () => {
    setWidthMatches(false);
    const view = render(
      <PhoneFold title="Your nine categories">
        <p>Chart</p>
      </PhoneFold>,
    );
    expect(view.container.querySelector('details')).toBeNull();
    expect(screen.getByText('Chart')).toBeTruthy();
  });
});
