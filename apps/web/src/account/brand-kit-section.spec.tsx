/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { BrandKitSection } from './brand-kit-section';

afterEach(() => clearAccessToken());

const kit = (overrides: Record<string, unknown> = {}) => ({ kit: { primary: '#0b3d91', accent: '#f2a900', fontPair: 'classic', logo: null, updatedAt: '2026-03-02T00:00:00.000Z', ...overrides } });
const render = () => renderRoutes([{ path: '/account', element: <BrandKitSection /> }], { path: '/account', loadSession: signedInAs() });

describe('BrandKitSection', () => {
  it('starts from the neutral theme, checks contrast as colours change, and saves the kit', async () => {
    const fetchMock = routeFetch({ 'GET /brand-kit': jsonResponse(200, { kit: null }), 'PUT /brand-kit': jsonResponse(200, kit({ primary: '#ffd400' })) });
    await render();
    expect(await screen.findByText(/No kit yet: your files use a neutral theme/)).toBeTruthy();
    const main = screen.getByLabelText('Main colour') as HTMLInputElement;
    expect(main.value).toBe('#1f2937');
    fireEvent.change(main, { target: { value: '#ffd400' } });
    expect(screen.getByText(/Your main colour is light, so text on it is set in dark ink/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Classic/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save brand kit' }));
    expect(await screen.findByText('Saved. Your next download uses it.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /brand-kit')).toEqual([{ primary: '#ffd400', accent: '#2f6feb', fontPair: 'classic' }]);
  });

  it('will not save a colour code that is not one, and says how to write it', async () => {
    routeFetch({ 'GET /brand-kit': jsonResponse(200, kit()) });
    await render();
    const accent = (await screen.findByLabelText('Accent colour')) as HTMLInputElement;
    expect(accent.value).toBe('#f2a900');
    fireEvent.change(accent, { target: { value: 'orange' } });
    expect(screen.getByText('Use a colour code like #1f2937.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Main colour'), { target: { value: '#123456' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save brand kit' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('refuses an SVG or an oversized logo before uploading, with what to do instead', async () => {
    const fetchMock = routeFetch({ 'GET /brand-kit': jsonResponse(200, kit()) });
    await render();
    const input = (await screen.findByText('Upload logo')).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert').textContent).toContain('SVG is not accepted');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(800 * 1024)], 'logo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert').textContent).toContain('at most 700 KB');
    expect(bodiesSentTo(fetchMock, 'PUT /brand-kit/logo')).toEqual([]);
  });
});
