import { useState } from 'react';
import { sharingApi } from '../api/sharing';
import { saveFile } from '../ui/save-file';
import { useToast } from '../ui/toast/toast-context';

/** Downloads a link's views as CSV; a failure says why and offers Retry (the Share panel and the analytics page). */
export function useViewsCsvExport(shareId: string) {
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await sharingApi.viewsCsv(shareId);
      saveFile(blob, filename);
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Please try again.';
      showToast({ title: 'Export Failed', description, variant: 'destructive', action: { label: 'Retry', onClick: () => void exportCsv() } });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
