import { useField } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import styled, { css } from 'styled-components';
import { FormField } from '../../components/FormField';
import type { SelectOption } from './contactFormOptions';
import type { ContactFormValues } from './contactFormValues';

export type ContactFieldName = keyof ContactFormValues;

/** The id of a field's control; the form uses it to move focus to the first invalid field. */
export const contactFieldId = (name: ContactFieldName): string => `contact-${name}`;

type CommonProps = {
  name: ContactFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  /** spans both columns of the form grid */
  wide?: boolean;
};

type InputFieldProps = CommonProps & {
  kind: 'input';
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel'>;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
};

type SelectFieldProps = CommonProps & {
  kind: 'select';
  options: readonly SelectOption[];
  placeholder: string;
};

type TextAreaFieldProps = CommonProps & {
  kind: 'textarea';
  rows?: number;
  placeholder?: string;
};

export type ContactFieldProps = InputFieldProps | SelectFieldProps | TextAreaFieldProps;

/**
 * One labelled control bound to Formik, built on the FormField every form uses. Its error shows
 * once the field was touched (or a submit was attempted) and is tied to the control with
 * aria-invalid and aria-describedby; it is not announced as it appears, since a submit moves the
 * focus to the first invalid field, which reads it.
 */
export function ContactField(props: ContactFieldProps) {
  const { name, label, required = false, hint, wide = false } = props;
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && meta.error !== undefined;

  return (
    <Field
      $wide={wide}
      id={contactFieldId(name)}
      label={
        <>
          {label}
          {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
        </>
      }
      hint={hint}
      keepHint
      error={
        showError ? (
          <>
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.5v4.25M8 11.25v.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
            {meta.error}
          </>
        ) : undefined
      }
      announceError={false}
      required={required}
    >
      {(control) => {
        // aria-invalid="false" while valid, as the public form always said
        const controlProps = { ...field, ...control, 'aria-invalid': showError, required, $invalid: showError };
        switch (props.kind) {
          case 'select':
            return (
              <Select {...controlProps} $empty={field.value === ''}>
                <option value="">{props.placeholder}</option>
                {props.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            );
          case 'textarea':
            return <TextArea {...controlProps} rows={props.rows ?? 4} placeholder={props.placeholder} />;
          default:
            return (
              <Input
                {...controlProps}
                type={props.type ?? 'text'}
                autoComplete={props.autoComplete}
                inputMode={props.inputMode}
                placeholder={props.placeholder}
              />
            );
        }
      }}
    </Field>
  );
}

/** The public form's larger type and spacing on the shared field's label, error and hint. */
const Field = styled(FormField)<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  & > label {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
  }

  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  & > p[id$='-error'] {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]}px;
  }

  & > p[id$='-error'] svg {
    flex: none;
    /* centres the icon on the first line of a message that wraps */
    margin-top: calc((1lh - 14px) / 2);
  }
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.muted)};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.accent)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.color.dangerSoft : theme.color.accentSoft)};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/** The select's arrow, drawn in `colour` (an SVG background cannot inherit the text colour). */
const selectChevron = (colour: string): string =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='${encodeURIComponent(colour)}' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

const Select = styled.select<{ $invalid: boolean; $empty: boolean }>`
  ${controlStyles}
  color: ${({ theme, $empty }) => ($empty ? theme.color.muted : theme.color.ink)};
  appearance: none;
  padding-right: ${({ theme }) => theme.space[7]}px;
  background-image: ${({ theme }) => selectChevron(theme.color.muted)};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space[4]}px center;
  cursor: pointer;

  option {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;
