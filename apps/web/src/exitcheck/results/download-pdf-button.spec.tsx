/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { filenameFromDisposition } from '../../api/download';
import { jsonResponse } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInAs } from '../../test/session.factory';
import { RESULT_ID } from '../exitcheck.factory';
import { DownloadPdfButton } from './download-pdf-button';

function pdfResponse(disposition: string | null): Response {
  const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  return { ok: true, status: 200, headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}), blob: async () => blob } as unknown as Response;
}

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="exitcheck-pro-2025-06-02.pdf"', 'exitcheck-pro-2025-06-02.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ["attachment; filename=\"a.pdf\"; filename*=UTF-8''Lion%20City%20report.pdf", 'Lion City report.pdf'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('DownloadPdfButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the PDF with the bearer token and saves it under the server’s file name', async () => {
    const fetchMock = jest.fn().mockResolvedValue(pdfResponse('attachment; filename="exitcheck-pro-lion-city.pdf"'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderWithProviders(<DownloadPdfButton assessmentId={RESULT_ID} />, { loadSession: signedInAs() });

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('exitcheck-pro-lion-city.pdf');
    expect(clicked[0].href).toBe('blob:http://localhost/pdf');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/v1/exitcheck/assessments/${RESULT_ID}/report.pdf`);
    expect(init.headers.Authorization).toBe('Bearer test-access-token');
  });

  it('says why when the PDF cannot be downloaded', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Assessment not found' } })) as unknown as typeof fetch;
    await renderWithProviders(<DownloadPdfButton assessmentId={RESULT_ID} />, { loadSession: signedInAs() });

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByText('Assessment not found')).toBeTruthy();
  });
});
