import { useId, useRef } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';
import { useChangeMyPasswordMutation } from '../../graphql/generated/graphql';
import { changePasswordSchema, NEW_PASSWORD_MIN_LENGTH, type ChangePasswordValues } from './changePasswordSchema';

type FieldName = keyof ChangePasswordValues;

/** What the form says after a submit: the change went through, or it failed for no field's reason. */
type FormStatus = { kind: 'changed' } | { kind: 'failed'; message: string } | undefined;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

/* under the form, out of its grid: empty, it takes no room */
const StatusRegion = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[5]}px;
  }
`;

const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSoft : theme.color.dangerSoft)};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: FieldName; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${NEW_PASSWORD_MIN_LENGTH} characters, and not a common password: a phrase of a few unrelated words works well.`,
  },
  { name: 'confirmPassword', label: 'Confirm the new password', autoComplete: 'new-password' },
];

/** The signed-in user's own password: current, new and confirmed; the server ends their other sessions. */
export function ChangePasswordForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [changePassword] = useChangeMyPasswordMutation();

  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, { resetForm, setErrors, setStatus }) => {
      setStatus(undefined);
      try {
        await changePassword({
          variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        });
      } catch (error) {
        const fields = badUserInputFields(error);
        if (fields && (fields.currentPassword || fields.newPassword)) {
          setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
          // the reason is read out with the field it belongs to
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        } else {
          const status: FormStatus = {
            kind: 'failed',
            message: serverErrorMessage(error) ?? 'Your password could not be changed. Try again.',
          };
          setStatus(status);
        }
        return;
      }
      const status: FormStatus = { kind: 'changed' };
      resetForm({ values: EMPTY, status });
    },
  });

  const status = formik.status as FormStatus;
  const errorOf = (field: FieldName) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;

  return (
    <>
      <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
        {FIELDS.map(({ name, label, autoComplete, hint }) => {
          return (
            <FormField key={name} id={`${id}-${name}`} label={label} error={errorOf(name)} hint={hint}>
              {(control) => (
                <TextInput
                  {...control}
                  name={name}
                  type="password"
                  autoComplete={autoComplete}
                  value={formik.values[name]}
                  onChange={(event) => {
                    if (status) formik.setStatus(undefined);
                    formik.handleChange(event);
                  }}
                  onBlur={formik.handleBlur}
                />
              )}
            </FormField>
          );
        })}
        {status?.kind === 'failed' && (
          <Notice $tone="danger" role="alert">
            {status.message}
          </Notice>
        )}
        <div>
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </Form>
      {/* always in the page, so the success is announced when it appears */}
      <StatusRegion role="status">
        {status?.kind === 'changed' && (
          <Notice $tone="success">
            <strong>Your password was changed.</strong> Your other sessions were signed out; this one stays signed in.
            Personal API tokens keep working.
          </Notice>
        )}
      </StatusRegion>
    </>
  );
}
