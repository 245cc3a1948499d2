import { accessToken } from '../auth/access-token';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { loadContracts } from './load-contracts';
import { API_BASE } from './request';

export type DownloadedFile = { blob: Blob; filename: string };

/**
 * Files behind the bearer token (PDF reports, exports, CSVs) cannot simply be linked: they are
 * fetched as a blob, named from Content-Disposition (or `fallbackName`), and saved by the page.
 */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<DownloadedFile> {
  const token = accessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Network request failed. Please check your internet connection and try again.');
  }
  if (!response.ok) throw await downloadError(response);
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
}

async function downloadError(response: Response): Promise<ApiError> {
  const { errorBodySchema } = await loadContracts();
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.errorId);
  return new ApiError(response.status, `HTTP_${response.status}`, `The download failed (status ${response.status}).`);
}

/** `attachment; filename="x.pdf"` or RFC 5987 `filename*=UTF-8''x.pdf` (preferred when both). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return safeFilename(decodeURIComponent(extended[1].trim()));
    } catch {
      // malformed escape: fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? safeFilename(name) : null;
}

const safeFilename = (name: string) => name.replace(/[/\\]/g, '_') || null;
