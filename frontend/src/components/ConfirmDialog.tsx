import { Button } from './Button';
import { DialogActions, ModalDialog } from './ModalDialog';

export type ConfirmDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  /** true while the confirmed action runs: both buttons wait */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question before an action that loses something. Focus starts on Cancel (the safe
 * answer), stays inside, and Escape cancels.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onEscape={busy ? undefined : onCancel}>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
