import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Button } from '../../components/Button';
import { FieldError, FieldHint, FieldLabel, SelectInput, TextInput } from '../../components/FormControls';
import { DialogActions, ModalDialog } from '../../components/ModalDialog';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';
import type { CreateUserInput } from '../../graphql/generated/schema';
import { newMemberSchema, PASSWORD_HINT, ROLES, type NewMemberValues } from './teamSchemas';
import { DialogForm, DialogFormError } from '../../components/dialogForm';

export type AddMemberDialogProps = {
  /** creates the member; rejects with the server's error */
  onCreate: (input: CreateUserInput) => Promise<void>;
  onClose: () => void;
};

const FIELDS = ['username', 'password', 'role'] as const;

/** Add a member: username, a first password (they can change it on their Account page) and a role. */
export function AddMemberDialog({ onCreate, onClose }: AddMemberDialogProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik<NewMemberValues>({
    initialValues: { username: '', password: '', role: 'ANALYST' },
    validationSchema: newMemberSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await onCreate({ username: values.username.trim(), password: values.password, role: values.role });
      } catch (error) {
        // the server's words beside each field it refused (a common password), else above the buttons
        const fields = badUserInputFields(error);
        const known = FIELDS.filter((field) => fields?.[field]);
        if (fields && known.length > 0) {
          helpers.setErrors(Object.fromEntries(known.map((field) => [field, fields[field]])));
        } else {
          setFormError(serverErrorMessage(error) ?? 'The member could not be added. Please try again.');
        }
      }
    },
  });

  const shown = (field: (typeof FIELDS)[number]) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  const usernameError = shown('username');
  const passwordError = shown('password');
  const roleError = shown('role');
  const busy = formik.isSubmitting;

  return (
    <ModalDialog
      title="Add a team member"
      description="They sign in with this username and password, and can change the password on their Account page."
      onEscape={busy ? undefined : onClose}
      initialFocus="input"
      size="md"
    >
      <DialogForm noValidate onSubmit={formik.handleSubmit}>
        <div>
          <FieldLabel htmlFor={`${id}-username`}>Username</FieldLabel>
          <TextInput
            id={`${id}-username`}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={usernameError ? `${id}-username-error` : `${id}-username-hint`}
          />
          {usernameError ? (
            <FieldError id={`${id}-username-error`} role="alert">
              {usernameError}
            </FieldError>
          ) : (
            <FieldHint id={`${id}-username-hint`}>3 to 100 characters.</FieldHint>
          )}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
          <TextInput
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${id}-password-error ${id}-password-hint` : `${id}-password-hint`}
          />
          {passwordError && (
            <FieldError id={`${id}-password-error`} role="alert">
              {passwordError}
            </FieldError>
          )}
          <FieldHint id={`${id}-password-hint`}>{PASSWORD_HINT}</FieldHint>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-role`}>Role</FieldLabel>
          <SelectInput
            id={`${id}-role`}
            name="role"
            value={formik.values.role}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? `${id}-role-error` : `${id}-role-hint`}
          >
            {ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </SelectInput>
          {roleError ? (
            <FieldError id={`${id}-role-error`} role="alert">
              {roleError}
            </FieldError>
          ) : (
            <FieldHint id={`${id}-role-hint`}>
              {ROLES.find((role) => role.value === formik.values.role)?.description}
            </FieldHint>
          )}
        </div>
        {formError && <DialogFormError role="alert">{formError}</DialogFormError>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add member'}
          </Button>
        </DialogActions>
      </DialogForm>
    </ModalDialog>
  );
}
