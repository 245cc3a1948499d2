import { useMutation } from '@tanstack/react-query';
import { sharedLinkApi, type SharingApiError } from '../api/sharing';
import { saveFile } from '../ui/save-file';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'shared';

/** The PDF, when the owner allows downloads; behind the e-mail gate the server stamps the visitor's address on every page. */
export function SharedDownloadButton({ token, grant, title }: { token: string; grant: string | null; title: string }) {
  const download = useMutation<void, SharingApiError>({
    mutationFn: async () => {
      const file = await sharedLinkApi.download(token, grant, `${slug(title)}.pdf`);
      saveFile(file.blob, file.filename);
    },
    retry: false,
  });
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending || undefined}>
        {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      {download.error && (
        <p className="field__error" role="alert">
          {download.error.message}
        </p>
      )}
    </>
  );
}
