import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { FieldError, FieldHint, FieldLabel, SelectInput, TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';
import type { CreateApiTokenInput } from '../../graphql/generated/schema';
import { EXPIRY_CHOICES, expiresInDays, type ExpiryChoice } from './apiTokenDisplay';
import { ChoiceCard, ChoiceFieldset, ChoiceGrid } from '../../components/choiceCards';

export type NewTokenValues = { name: string; scope: 'READ' | 'WRITE'; expiry: ExpiryChoice };

export type CreateApiTokenFormProps = {
  /** admins may create WRITE tokens; an analyst's tokens are READ */
  canWrite: boolean;
  /** creates the token; resolves once it is created, rejects with the server's error */
  onCreate: (input: CreateApiTokenInput) => Promise<void>;
};

const NAME_MAX = 100;

const newTokenSchema: yup.ObjectSchema<NewTokenValues> = yup.object({
  name: yup
    .string()
    .trim()
    .required('Name the token, e.g. after the tool that will use it.')
    .max(NAME_MAX, `The name must be at most ${NAME_MAX} characters.`),
  scope: yup.mixed<NewTokenValues['scope']>().oneOf(['READ', 'WRITE']).required(),
  expiry: yup
    .mixed<ExpiryChoice>()
    .oneOf(EXPIRY_CHOICES.map((choice) => choice.value))
    .required(),
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const FixedScope = styled.p`
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FormError = styled(FieldError)`
  margin-top: 0;
`;

const INITIAL: NewTokenValues = { name: '', scope: 'READ', expiry: '90' };

/** Name, scope and expiry of a new token; the page shows the token itself once it is created. */
export function CreateApiTokenForm({ canWrite, onCreate }: CreateApiTokenFormProps) {
  const id = useId();
  const formik = useFormik<NewTokenValues>({
    initialValues: INITIAL,
    validationSchema: newTokenSchema,
    onSubmit: async (values, { resetForm, setErrors, setStatus }) => {
      setStatus(undefined);
      try {
        await onCreate({
          name: values.name.trim(),
          scope: canWrite ? values.scope : 'READ',
          expiresInDays: expiresInDays(values.expiry),
        });
        resetForm();
      } catch (error) {
        // a field the server refused is said under it; anything else (FORBIDDEN, a network failure) under the form
        const fields = badUserInputFields(error);
        if (fields) setErrors({ name: fields.name, expiry: fields.expiresInDays });
        else setStatus(serverErrorMessage(error) ?? 'The token could not be created. Try again.');
      }
    },
  });

  const shown = (field: 'name' | 'expiry') =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  const nameError = shown('name');
  const expiryError = shown('expiry');

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <FormField
        id={`${id}-name`}
        label="Name"
        error={nameError}
        hint="What will use it, so you can tell your tokens apart."
      >
        {(control) => (
          <TextInput
            {...control}
            name="name"
            autoComplete="off"
            placeholder="e.g. Looker Studio"
            maxLength={NAME_MAX}
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {canWrite ? (
        <ChoiceFieldset>
          <legend>Scope</legend>
          <ChoiceGrid $minWidth="13rem">
            <ChoiceCard>
              <input
                type="radio"
                name="scope"
                value="READ"
                checked={formik.values.scope === 'READ'}
                onChange={formik.handleChange}
              />
              <span>
                <strong>Read</strong>
                <small>Queries only: reports, dashboards, exports.</small>
              </span>
            </ChoiceCard>
            <ChoiceCard>
              <input
                type="radio"
                name="scope"
                value="WRITE"
                checked={formik.values.scope === 'WRITE'}
                onChange={formik.handleChange}
              />
              <span>
                <strong>Read and write</strong>
                <small>Queries and mutations, with your admin rights.</small>
              </span>
            </ChoiceCard>
          </ChoiceGrid>
        </ChoiceFieldset>
      ) : (
        <div>
          <FieldLabel as="p">Scope</FieldLabel>
          <FixedScope>
            <strong>Read</strong>: queries only.
          </FixedScope>
          <FieldHint>As an analyst, your tokens can read but not change anything.</FieldHint>
        </div>
      )}
      <FormField id={`${id}-expiry`} label="Expires" error={expiryError}>
        {(control) => (
          <SelectInput
            {...control}
            name="expiry"
            value={formik.values.expiry}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      {typeof formik.status === 'string' && <FormError role="alert">{formik.status}</FormError>}
      <div>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Creating…' : 'Create token'}
        </Button>
      </div>
    </Form>
  );
}
