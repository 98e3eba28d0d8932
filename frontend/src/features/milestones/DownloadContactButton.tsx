import { useState } from 'react';
import { apiRequest } from '../../api/request';
import { Button } from '../../components/Button';
import { saveFile } from '../../components/saveFile';
import { useToast } from '../../components/Toast';

export type DownloadContactButtonProps = { leadId: number };

/** The file name the server gave (Content-Disposition), or lead-<id>.vcf. */
function fileNameOf(response: Response, leadId: number): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? `lead-${leadId}.vcf`;
}

/** Download contact: the lead as a vCard file (GET /api/leads/{id}/vcard) for an address book. */
export function DownloadContactButton({ leadId }: DownloadContactButtonProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await apiRequest('GET', `/api/leads/${leadId}/vcard`);
      saveFile(await response.text(), 'text/vcard', fileNameOf(response, leadId));
    } catch {
      toast({ variant: 'destructive', title: 'Could not download the contact', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy ? 'Downloading…' : 'Download contact'}
    </Button>
  );
}
