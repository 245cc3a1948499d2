import type { RoomDocument } from '@bv/contracts';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const STAGES: Record<string, string> = { queued: 'Waiting to convert', checking: 'Checking', converting: 'Converting', inspecting: 'Counting pages', rendering: 'Rendering pages', done: 'Finishing' };

/** What a document's row says about it: its state, and while converting the stage and percent. */
export function documentState(doc: RoomDocument): { label: string; percent: number | null; tone: 'busy' | 'ok' | 'bad' } {
  if (doc.status === 'ready') return { label: doc.source === 'output' ? `Live · version ${doc.version}` : `${doc.pageCount ?? 0} ${doc.pageCount === 1 ? 'page' : 'pages'}`, percent: null, tone: 'ok' };
  if (doc.status === 'failed') return { label: 'Failed', percent: null, tone: 'bad' };
  if (doc.status === 'uploading') return { label: 'Uploading', percent: null, tone: 'busy' };
  const stage = doc.progress?.stage ?? 'queued';
  return { label: STAGES[stage] ?? 'Converting', percent: Math.round(doc.progress?.percent ?? 0), tone: 'busy' };
}

export const TYPE_LABEL: Record<string, string> = { pdf: 'PDF', docx: 'DOC', xlsx: 'XLS', pptx: 'PPT', png: 'PNG', jpg: 'JPG' };
