import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { DialogActions, ModalDialog } from '../../components/ModalDialog';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';
import { newPasswordSchema, PASSWORD_HINT, type NewPasswordValues } from './teamSchemas';
import { DialogForm, DialogFormError } from '../../components/dialogForm';
import { ChoiceCard } from '../../components/choiceCards';

export type ResetPasswordDialogProps = {
  username: string;
  /** sets the password (and revokes their API tokens when asked); rejects with the server's error */
  onReset: (password: string, revokeTokens: boolean) => Promise<void>;
  onClose: () => void;
};

/**
 * A new password for someone else: tell it to them yourself; they can change it afterwards. Their
 * API tokens are revoked too unless the admin unticks the box (a leaked password may have made
 * them).
 */
export function ResetPasswordDialog({ username, onReset, onClose }: ResetPasswordDialogProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [revokeTokens, setRevokeTokens] = useState(true);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }, helpers) => {
      setFormError(null);
      try {
        await onReset(password, revokeTokens);
      } catch (error) {
        const reason = badUserInputFields(error)?.password;
        if (reason) helpers.setErrors({ password: reason });
        else setFormError(serverErrorMessage(error) ?? 'The password could not be reset. Please try again.');
      }
    },
  });
  const error = formik.touched.password || formik.submitCount > 0 ? formik.errors.password : undefined;
  const busy = formik.isSubmitting;

  return (
    <ModalDialog
      title={`Reset ${username}'s password`}
      description="Their old password stops working and they are signed out everywhere at once. Give them the new one yourself; they can change it on their Account page."
      onEscape={busy ? undefined : onClose}
      initialFocus="input"
    >
      <DialogForm noValidate onSubmit={formik.handleSubmit}>
        <FormField id={`${id}-password`} label="New password" error={error} hint={PASSWORD_HINT} keepHint>
          {(control) => (
            <TextInput
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <ChoiceCard>
          <input
            type="checkbox"
            name="revokeTokens"
            checked={revokeTokens}
            disabled={busy}
            onChange={(event) => setRevokeTokens(event.target.checked)}
          />
          <span>
            Also revoke their API tokens
            <small>Scripts and tools that use them stop working. Untick to keep them.</small>
          </span>
        </ChoiceCard>
        {formError && <DialogFormError role="alert">{formError}</DialogFormError>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Set password'}
          </Button>
        </DialogActions>
      </DialogForm>
    </ModalDialog>
  );
}
