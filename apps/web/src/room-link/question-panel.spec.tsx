/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QuestionPanel } from './question-panel';

function renderPanel(onClose = jest.fn()) {
  // The list's request fails here (no server): the form is what is tested.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuestionPanel token="t0ken" grant={null} documentId="doc-1" page={2} pages={12} sender="Kopi Cloud" documentName="Board deck.pptx" unit="Slide" onClose={onClose} />
    </QueryClientProvider>,
  );
}

describe('the questions drawer of a room document', () => {
  it('is a dialog named Questions that asks about the slide on screen and closes with Escape', () => {
    const onClose = jest.fn();
    renderPanel(onClose);
    expect(screen.getByRole('dialog', { name: 'Questions' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Slide 2' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps a question typed but not sent when the drawer is closed and opened again', () => {
    const first = renderPanel();
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Why did gross margin fall in Q3?' } });
    first.unmount();
    renderPanel();
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('Why did gross margin fall in Q3?');
  });
});
