import type { GenerationRun, IntakeDraft, OutputSummary, OutputView, ProAccess } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { accessToken } from '../auth/access-token';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { loadContracts } from './load-contracts';
import { API_BASE, request } from './request';

export type ExportFormat = 'pptx' | 'docx' | 'pdf';
export type DownloadedFile = { blob: Blob; filename: string };
export type SaveOutputInput = { baseVersion: number; title?: string; content: unknown };

const id = (value: string) => encodeURIComponent(value);
const output = (outputId: string) => `/pitchprep/outputs/${id(outputId)}`;

const ACCEPT: Record<ExportFormat, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export const pitchprepApi = {
  access: async (): Promise<ProAccess> => {
    const { proAccessSchema } = await loadContracts();
    return request('GET', '/pitchprep/access', undefined, proAccessSchema);
  },
  intake: async (): Promise<IntakeDraft | null> => {
    const { pitchprepRpcSchemas } = await loadContracts();
    const { draft } = await request('GET', '/pitchprep/intake', undefined, pitchprepRpcSchemas['assessments.pitchprep.intake'].response);
    return draft;
  },
  /** Creates or updates the user's one open intake draft; `step` is where a reload resumes. */
  saveIntake: async (intake: PitchIntake, step: number): Promise<IntakeDraft> => {
    const { intakeDraftSchema } = await loadContracts();
    return request('PUT', '/pitchprep/intake', { intake, step }, intakeDraftSchema);
  },
  generate: async (intakeId: string): Promise<GenerationRun> => {
    const { generationRunSchema } = await loadContracts();
    return request('POST', `/pitchprep/intake/${id(intakeId)}/generate`, undefined, generationRunSchema);
  },
  run: async (runId: string): Promise<GenerationRun> => {
    const { generationRunSchema } = await loadContracts();
    return request('GET', `/pitchprep/runs/${id(runId)}`, undefined, generationRunSchema);
  },
  outputs: async (): Promise<OutputSummary[]> => {
    const { pitchprepRpcSchemas } = await loadContracts();
    const { outputs } = await request('GET', '/pitchprep/outputs', undefined, pitchprepRpcSchemas['assessments.pitchprep.outputs'].response);
    return outputs;
  },
  output: async (outputId: string): Promise<OutputView> => {
    const { outputViewSchema } = await loadContracts();
    return request('GET', output(outputId), undefined, outputViewSchema);
  },
  /** A new version; 409 PITCHPREP.VERSION_CONFLICT when `baseVersion` is no longer the latest. */
  save: async (outputId: string, body: SaveOutputInput): Promise<OutputView> => {
    const { outputViewSchema } = await loadContracts();
    return request('PUT', output(outputId), body, outputViewSchema);
  },
  /** Restoring writes the old content as a new version; history is never rewritten. */
  restore: async (outputId: string, version: number): Promise<OutputView> => {
    const { outputViewSchema } = await loadContracts();
    return request('POST', `${output(outputId)}/restore`, { version }, outputViewSchema);
  },
  remove: async (outputId: string): Promise<{ deleted: boolean }> => {
    const { pitchprepRpcSchemas } = await loadContracts();
    return request('DELETE', output(outputId), undefined, pitchprepRpcSchemas['assessments.pitchprep.delete'].response);
  },
  /** Exports need the bearer token, so they are fetched as a blob rather than linked. */
  exportFile: async (outputId: string, format: ExportFormat): Promise<DownloadedFile> => {
    const token = accessToken();
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${output(outputId)}/export.${format}`, {
        method: 'GET',
        credentials: 'same-origin',
        headers: { Accept: ACCEPT[format], ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_CODE, 'Network request failed. Please check your internet connection and try again.');
    }
    if (!response.ok) throw await downloadError(response);
    const fallback = `pitchprep-${outputId.slice(0, 8)}.${format}`;
    return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback };
  },
};

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

/** `attachment; filename="x.pptx"` or RFC 5987 `filename*=UTF-8''x.pptx` (preferred when both). */
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
