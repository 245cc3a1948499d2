import type { OutputType } from '@bv/domain';
import { useState } from 'react';
import { pitchprepApi, type ExportFormat } from '../api/pitchprep';
import { useToast } from '../ui/toast/toast-context';
import { exportFormatsFor, FORMAT_LABELS } from './output-labels';
import { saveFile } from '../ui/save-file';

type ExportButtonsProps = {
  outputId: string;
  outputType: OutputType;
  /** Added (visually hidden) to each button's name where several outputs share a screen. */
  context?: string;
  small?: boolean;
};

/** One download button per format of the type; the file is the last saved version. */
export function ExportButtons({ outputId, outputType, context, small = false }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const showToast = useToast();

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, filename } = await pitchprepApi.exportFile(outputId, format);
      saveFile(blob, filename);
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Please try again.';
      showToast({ title: 'Download Failed', description, variant: 'destructive', action: { label: 'Retry', onClick: () => void download(format) } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {exportFormatsFor(outputType).map((format) => (
        <button
          key={format}
          type="button"
          className={`button button--secondary${small ? ' button--small' : ''}`}
          onClick={() => void download(format)}
          disabled={busy !== null}
          aria-busy={busy === format || undefined}
        >
          {busy === format ? `Preparing ${FORMAT_LABELS[format]}…` : `Download ${FORMAT_LABELS[format]}`}
          {context && <span className="visually-hidden"> of {context}</span>}
        </button>
      ))}
    </>
  );
}
