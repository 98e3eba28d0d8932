import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { DialogActions, ModalDialog } from '../../components/ModalDialog';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';
import { newPasswordSchema, PASSWORD_HINT, type NewPasswordValues } from './teamSchemas';
import { DialogForm, DialogFormError } from '../../components/dialogForm';

export type ResetPasswordDialogProps = {
  username: string;
  /** sets the password; rejects with the server's error */
  onReset: (password: string) => Promise<void>;
  onClose: () => void;
};

/** A new password for someone else: tell it to them yourself; they can change it afterwards. */
export function ResetPasswordDialog({ username, onReset, onClose }: ResetPasswordDialogProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }, helpers) => {
      setFormError(null);
      try {
        await onReset(password);
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
      description="Their old password stops working and they are signed out everywhere at once (their API tokens keep working). Give them the new one yourself; they can change it on their Account page."
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
