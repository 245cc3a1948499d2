import type { OutputType } from '@bv/domain';
import { useState } from 'react';
import { pitchprepApi } from '../api/pitchprep';
import { useToast } from '../ui/toast/toast-context';
import { downloadChoicesFor, type DownloadChoice } from './output-labels';
import { saveFile } from '../ui/save-file';

type ExportButtonsProps = {
  outputId: string;
  outputType: OutputType;
  /** Added (visually hidden) to each button's name where several outputs share a screen. */
  context?: string;
  small?: boolean;
};

/**
 * One download button per format of the type (decks get the PDF twice: the investor copy to send,
 * and the presenter copy with the speaker notes); the file is the last saved version.
 */
export function ExportButtons({ outputId, outputType, context, small = false }: ExportButtonsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const showToast = useToast();

  const download = async (choice: DownloadChoice) => {
    setBusy(choice.key);
    try {
      const { blob, filename } = await pitchprepApi.exportFile(outputId, choice.format, choice.copy);
      saveFile(blob, filename);
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Please try again.';
      showToast({ title: 'Download Failed', description, variant: 'destructive', action: { label: 'Retry', onClick: () => void download(choice) } });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {downloadChoicesFor(outputType).map((choice) => (
        <button
          key={choice.key}
          type="button"
          className={`button button--secondary${small ? ' button--small' : ''}`}
          onClick={() => void download(choice)}
          disabled={busy !== null}
          aria-busy={busy === choice.key || undefined}
        >
          {busy === choice.key ? `Preparing ${choice.label}…` : `Download ${choice.label}`}
          {context && <span className="visually-hidden"> of {context}</span>}
        </button>
      ))}
    </>
  );
}
