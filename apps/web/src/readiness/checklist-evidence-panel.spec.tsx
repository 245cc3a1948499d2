/** @jest-environment jsdom */
import type { ReadinessView } from '@bv/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { ChecklistEvidencePanel } from './checklist-evidence-panel';

jest.setTimeout(20_000);

const ROOM = '4b7c1f7e-1f0e-4a47-9a55-0f6f8a1c2d11';
const PDF = '7d0e2c55-3d1b-4e0a-8f51-6b1d7c9e0a22';
const XLSX = '9a1f3b77-5c2d-4f1b-9e62-7c2e8d0f1b33';
const KEY = 'financial-tax--financial-statements-sfrs';
const pdf = { id: PDF, name: 'Audited FS FY2024.pdf', type: 'pdf', status: 'ready' as const };

function view(linked: boolean): ReadinessView {
  return {
    checklist: { outputId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Lion City — Data-room checklist', track: 'exit' },
    declared: 20,
    evidenced: linked ? 40 : 0,
    categories: [
      {
        category: 'Financial & tax',
        declared: 20,
        evidenced: linked ? 80 : 0,
        items: [{ key: KEY, name: 'Financial statements (SFRS)', priority: 'week_1', required: true, declared: false, evidenced: linked, document: linked ? pdf : null, suggestions: linked ? [] : [pdf] }],
      },
    ],
    pro: [{ id: 'financial_reporting', title: 'Financial Reporting', evidenced: linked ? 80 : 0 }],
  };
}

const documents = [
  { id: PDF, name: 'Audited FS FY2024.pdf', status: 'ready' as const },
  { id: XLSX, name: 'Cap table.xlsx', status: 'ready' as const },
];

describe('checklist evidence panel', () => {
  it('links a suggestion in one click and shows the evidenced figure rise, then unlinks', async () => {
    const fetchMock = routeFetch({
      [`GET /rooms/${ROOM}/evidence`]: jsonResponse(200, view(false)),
      [`PUT /rooms/${ROOM}/evidence/${KEY}`]: jsonResponse(200, view(true)),
      [`DELETE /rooms/${ROOM}/evidence/${KEY}`]: jsonResponse(200, view(false)),
    });
    await renderWithProviders(<ChecklistEvidencePanel roomId={ROOM} documents={documents} />);
    const panel = await screen.findByRole('region', { name: 'Checklist evidence' });
    const summary = () => panel.querySelector('summary') as HTMLElement;
    expect(summary().getAttribute('aria-label')).toBe('Financial & tax: 0 of 1 linked, ticked 20%, evidenced 0%');

    fireEvent.click(summary());
    fireEvent.click(within(panel).getByRole('button', { name: 'Link Audited FS FY2024.pdf to Financial statements (SFRS)' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, `PUT /rooms/${ROOM}/evidence/${KEY}`)).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, `PUT /rooms/${ROOM}/evidence/${KEY}`)).toEqual([{ documentId: PDF }]);
    await waitFor(() => expect(summary().getAttribute('aria-label')).toBe('Financial & tax: 1 of 1 linked, ticked 20%, evidenced 80%'));
    expect(within(panel).getByText('40%')).toBeTruthy();
    expect(within(panel).getByText('Converted')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Unlink Audited FS FY2024.pdf from Financial statements (SFRS)' }));
    await within(panel).findByRole('button', { name: 'Link Audited FS FY2024.pdf to Financial statements (SFRS)' });
  });

  it('picks any document of the room from the list', async () => {
    const fetchMock = routeFetch({
      [`GET /rooms/${ROOM}/evidence`]: jsonResponse(200, view(false)),
      [`PUT /rooms/${ROOM}/evidence/${KEY}`]: jsonResponse(200, view(true)),
    });
    await renderWithProviders(<ChecklistEvidencePanel roomId={ROOM} documents={documents} />);
    const pick = await screen.findByRole('combobox', { name: 'Choose a document for Financial statements (SFRS)' });
    fireEvent.change(pick, { target: { value: XLSX } });
    await waitFor(() => expect(bodiesSentTo(fetchMock, `PUT /rooms/${ROOM}/evidence/${KEY}`)).toEqual([{ documentId: XLSX }]));
  });

  it('points to PitchPrep when there is no checklist, and offers a retry when loading fails', async () => {
    routeFetch({ [`GET /rooms/${ROOM}/evidence`]: jsonResponse(200, { ...view(false), checklist: null, categories: [] }) });
    const first = await renderWithProviders(<ChecklistEvidencePanel roomId={ROOM} documents={documents} />);
    await screen.findByRole('link', { name: 'Open PitchPrep' });
    first.unmount();

    routeFetch({ [`GET /rooms/${ROOM}/evidence`]: jsonResponse(404, { error: { code: 'SHARING.ROOM_NOT_FOUND', message: 'Not found' } }) });
    await renderWithProviders(<ChecklistEvidencePanel roomId={ROOM} documents={documents} />);
    await screen.findByText('The checklist evidence could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
