import type { ProAccess, ProBankView, ProDraft, ProHistoryEntry, ProPlanAnswer, ProPlanSettings, ProReportJob, ProResult, ProUserInfo } from '@bv/contracts';
import { downloadFile, type DownloadedFile } from './download';
import { loadContracts } from './load-contracts';
import { request } from './request';

export type { ProHistoryEntry };

const id = (value: string) => encodeURIComponent(value);
const assessment = (assessmentId: string) => `/exitcheck/assessments/${id(assessmentId)}` as const;

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
  /** Removes the last stored response (docs/product-rules.md, "ExitCheck Pro": Previous). */
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
  /** Starts writing the report in the background (or answers the job already running). */
  startReport: async (assessmentId: string): Promise<ProReportJob> => {
    const { proReportJobSchema } = await loadContracts();
    return request('POST', `${assessment(assessmentId)}/report`, undefined, proReportJobSchema);
  },
  /** The latest report job: its stage, and the report once written. */
  reportJob: async (assessmentId: string): Promise<ProReportJob | null> => {
    const { exitcheckRpcSchemas } = await loadContracts();
    const { job } = await request('GET', `${assessment(assessmentId)}/report`, undefined, exitcheckRpcSchemas['assessments.pro.report.job'].response);
    return job;
  },
  /** The plan to the target date (docs/product-rules.md, "A plan to a date"). */
  plan: async (): Promise<ProPlanAnswer> => {
    const { proPlanAnswerSchema } = await loadContracts();
    return request('GET', '/exitcheck/plan', undefined, proPlanAnswerSchema);
  },
  savePlan: async (settings: ProPlanSettings): Promise<ProPlanAnswer> => {
    const { proPlanAnswerSchema } = await loadContracts();
    return request('PUT', '/exitcheck/plan', settings, proPlanAnswerSchema);
  },
  markTask: async ({ questionId, done }: { questionId: string; done: boolean }): Promise<ProPlanAnswer> => {
    const { proPlanAnswerSchema } = await loadContracts();
    return request('PUT', `/exitcheck/plan/tasks/${id(questionId)}`, { done }, proPlanAnswerSchema);
  },
  planCalendar: (): Promise<DownloadedFile> => downloadFile('/exitcheck/plan.ics', 'text/calendar', 'exit-readiness-plan.ics'),
  /** The PDF needs the bearer token, so it is fetched rather than linked. */
  reportPdf: (assessmentId: string): Promise<DownloadedFile> =>
    downloadFile(`${assessment(assessmentId)}/report.pdf`, 'application/pdf', `exitcheck-pro-${assessmentId.slice(0, 8)}.pdf`),
};

/** What the send-to-automation form posts (docs/product-rules.md, "ExitCheck Pro"). */
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
