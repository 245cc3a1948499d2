import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RoomAnalytics } from '@bv/contracts';
import type { ApiError } from '../../api/api-error';
import { roomAnalyticsApi } from '../../api/room-analytics';
import { saveFile } from '../../ui/save-file';
import { useToast } from '../../ui/toast/toast-context';

export function useRoomAnalytics(roomId: string) {
  return useQuery<RoomAnalytics, ApiError>({ queryKey: ['rooms', roomId, 'analytics'], queryFn: () => roomAnalyticsApi.stats(roomId), staleTime: 0, refetchOnMount: 'always' });
}

/** Downloads the room's views as CSV; a failure says why and offers Retry. */
export function useRoomCsvExport(roomId: string) {
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await roomAnalyticsApi.csv(roomId);
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
