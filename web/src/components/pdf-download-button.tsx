import { useState } from 'react';
import { Button } from '@mantine/core';
import type { PdfFile } from '@schemas/pdf-file';
import { notify } from '@web/lib/notify';

/** Saves a generated PDF (base64 from the API) as a file through a temporary link. */
function savePdf(file: PdfFile) {
  const bytes = Uint8Array.from(atob(file.data_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A button that asks the server for a document as a PDF (the estimate, the bill of lading) and
 * saves it; busy while it waits, a toast with the server's reason when it cannot.
 */
export function PdfDownloadButton({ label, load }: { label: string; load: () => Promise<PdfFile> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      savePdf(await load());
    } catch (error) {
      notify.failure(`We could not make the ${label.toLowerCase()}`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="sm" onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
}
