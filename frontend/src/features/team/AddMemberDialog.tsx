import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Button } from '../../components/Button';
import { SelectInput, TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
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
        <FormField id={`${id}-username`} label="Username" error={usernameError} hint="3 to 100 characters.">
          {(control) => (
            <TextInput
              {...control}
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
              value={formik.values.username}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <FormField id={`${id}-password`} label="Password" error={passwordError} hint={PASSWORD_HINT} keepHint>
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
        <FormField
          id={`${id}-role`}
          label="Role"
          error={roleError}
          hint={ROLES.find((role) => role.value === formik.values.role)?.description}
        >
          {(control) => (
            <SelectInput
              {...control}
              name="role"
              value={formik.values.role}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            >
              {ROLES.map((role) => (
                <option key={role.value} value={role.value}>
                  {role.label}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
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
