import type { GenerationRun, IntakeDraft, OutputSummary, OutputView, ProAccess } from '@bv/contracts';
import type { PitchIntake } from '@bv/domain';
import { downloadFile, type DownloadedFile } from './download';
import { loadContracts } from './load-contracts';
import { request } from './request';

export type ExportFormat = 'pptx' | 'docx' | 'pdf';
/** Deck PDFs: slides only for investors, or with the speaker notes for the presenter. */
export type DeckCopy = 'investor' | 'presenter';
export type SaveOutputInput = { baseVersion: number; title?: string; content: unknown };

const id = (value: string) => encodeURIComponent(value);
const output = (outputId: string) => `/pitchprep/outputs/${id(outputId)}` as const;

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
  exportFile: (outputId: string, format: ExportFormat, copy: DeckCopy = 'investor'): Promise<DownloadedFile> =>
    downloadFile(`${output(outputId)}/export.${format}${copy === 'presenter' ? '?copy=presenter' : ''}`, ACCEPT[format], `pitchprep-${outputId.slice(0, 8)}.${format}`),
};

