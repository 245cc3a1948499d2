import type { ProAccess, ProBankView, ProDraft, ProReport, ProResult, ProUserInfo } from '@bv/contracts';
import { accessToken } from '../auth/access-token';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { loadContracts } from './load-contracts';
import { API_BASE, request } from './request';

export type ProHistoryEntry = { id: string; totalScore: number; readinessLevel: string; completedAt: string };
export type PdfFile = { blob: Blob; filename: string };

const id = (value: string) => encodeURIComponent(value);
const assessment = (assessmentId: string) => `/exitcheck/assessments/${id(assessmentId)}`;

export const exitcheckApi = {
  bank: async (): Promise<ProBankView> => {
    const { proBankViewSchema } = await loadContracts();
    return request('GET', '/exitcheck/bank', undefined, proBankViewSchema);
  },
  access: async (): Promise<ProAccess> => {
    const { proAccessSchema } = await loadContracts();
    return request('GET', '/exitcheck/access', undefined, proAccessSchema);
  },
  draft: async (): Promise<ProDraft | null> => {
    const { exitcheckRpcSchemas } = await loadContracts();
    const { draft } = await request('GET', '/exitcheck/draft', undefined, exitcheckRpcSchemas['assessments.pro.draft'].response);
    return draft;
  },
  /** Returns the open draft instead when there is one (the server keeps one per user). */
  start: async (userInfo: ProUserInfo): Promise<ProDraft> => {
    const { proDraftSchema } = await loadContracts();
    return request('POST', '/exitcheck/assessments', { userInfo }, proDraftSchema);
  },
  answer: async (assessmentId: string, questionId: string, optionId: string): Promise<ProDraft> => {
    const { proDraftSchema } = await loadContracts();
    return request('PUT', `${assessment(assessmentId)}/responses`, { questionId, optionId }, proDraftSchema);
  },
  /** Removes the last stored response (spec §4 "Previous"). */
  back: async (assessmentId: string): Promise<ProDraft> => {
    const { proDraftSchema } = await loadContracts();
    return request('POST', `${assessment(assessmentId)}/back`, undefined, proDraftSchema);
  },
  complete: async (assessmentId: string): Promise<ProResult> => {
    const { proResultSchema } = await loadContracts();
    return request('POST', `${assessment(assessmentId)}/complete`, undefined, proResultSchema);
  },
  history: async (): Promise<ProHistoryEntry[]> => {
    const { proHistorySchema } = await loadContracts();
    const { assessments } = await request('GET', '/exitcheck/assessments', undefined, proHistorySchema);
    return assessments;
  },
  result: async (assessmentId: string): Promise<ProResult> => {
    const { proResultSchema } = await loadContracts();
    return request('GET', assessment(assessmentId), undefined, proResultSchema);
  },
  report: async (assessmentId: string): Promise<ProReport> => {
    const { proReportSchema } = await loadContracts();
    return request('POST', `${assessment(assessmentId)}/report`, undefined, proReportSchema);
  },
  /** The PDF needs the bearer token, so it is fetched here rather than linked. */
  reportPdf: async (assessmentId: string): Promise<PdfFile> => {
    const token = accessToken();
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${assessment(assessmentId)}/report.pdf`, {
        method: 'GET',
        credentials: 'same-origin',
        headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_CODE, 'Network request failed. Please check your internet connection and try again.');
    }
    if (!response.ok) throw await pdfError(response);
    const fallback = `exitcheck-pro-${assessmentId.slice(0, 8)}.pdf`;
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback };
  },
};

async function pdfError(response: Response): Promise<ApiError> {
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

/** What the send-to-automation form posts (spec §7). */
export type WebhookPayload = {
  userInfo: ProUserInfo;
  totalScore: number;
  readinessLevel: string;
  categoryScores: ProResult['categoryScores'];
  strengths: string[];
  gaps: string[];
  timestamp: string;
  responses: ProResult['responses'];
};

/**
 * A user-supplied automation URL (Zapier and the like) in no-cors mode, as the spec's call table
 * has it: the answer is opaque, so only a network failure can be detected.
 */
export async function sendToWebhook(url: string, payload: WebhookPayload): Promise<void> {
  await fetch(url, {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}
