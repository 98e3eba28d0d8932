import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { CopyableField } from './CopyableField';
import { DialogActions, ModalDialog } from './ModalDialog';

export type ShownOnceDialogProps = {
  title: string;
  /** what the value is for, under the title */
  description: ReactNode;
  /** the field's label, e.g. "Signing secret" */
  label: string;
  /** the value itself (a signing secret, an API token): shown here once, never stored in the browser */
  value: string;
  /** the warning under the field: say that it will not be shown again, and what to do if it is lost */
  warning: ReactNode;
  onClose: () => void;
};

const Field = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Warning = styled.p`
  margin-top: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A secret value shown this once (a webhook's signing secret, a new API token): a read-only field
 * with a Copy button (focused on opening), and a warning that it will not be shown again.
 */
export function ShownOnceDialog({ title, description, label, value, warning, onClose }: ShownOnceDialogProps) {
  return (
    <ModalDialog title={title} description={description} initialFocus="[data-copy]" onEscape={onClose} size="md">
      <Field>
        <CopyableField label={label} value={value} />
      </Field>
      <Warning>{warning}</Warning>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
