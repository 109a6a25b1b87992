import { useState } from 'react';
import { Button } from '@mantine/core';
import type { PdfFile } from '@schemas/pdf-file';
import { notify } from '@web/lib/notify';
import { saveFile } from '@web/lib/save-file';

/** Saves a generated PDF (base64 from the API) as a file. */
function savePdf(file: PdfFile) {
  const bytes = Uint8Array.from(atob(file.data_base64), (c) => c.charCodeAt(0));
  saveFile(file.filename, new Blob([bytes], { type: file.content_type }));
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
