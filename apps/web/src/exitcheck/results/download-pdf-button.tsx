import { useState } from 'react';
import { exitcheckApi } from '../../api/exitcheck';
import { useToast } from '../../ui/toast/toast-context';
import { saveFile } from '../../ui/save-file';

export function DownloadPdfButton({ assessmentId }: { assessmentId: string }) {
  const [busy, setBusy] = useState(false);
  const showToast = useToast();

  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await exitcheckApi.reportPdf(assessmentId);
      saveFile(blob, filename);
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Please try again.';
      showToast({ title: 'Download Failed', description, variant: 'destructive', action: { label: 'Retry', onClick: () => void download() } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </button>
  );
}
