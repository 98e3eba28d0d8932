import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel } from './FormControls';

/** What the control inside a FormField spreads onto itself: its id and the ARIA wiring. */
type FormFieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** the control's id; by default one of React's */
  id?: string;
  /** a line under the control: what to type. An error takes its place unless `keepHint`. */
  hint?: ReactNode;
  /** the error to show under the control (announced as an alert); empty when the value is fine */
  error?: ReactNode;
  /** the hint stays under the error (a password's rules) */
  keepHint?: boolean;
  /** marks the control required for assistive technology (the form validates it itself) */
  required?: boolean;
  /** more ids the control is described by (a note elsewhere on the page), read after the field's own */
  describedBy?: string;
  /** the error is announced as it appears (role="alert"); off where the form moves the focus to it */
  announceError?: boolean;
  className?: string;
  /**
   * the control, given its id and ARIA attributes to spread:
   * `{(control) => <TextInput {...control} name="email" />}`. A control with something beside it
   * (a Save state, a button) is returned with it: the attributes go on the control only.
   */
  children: (control: FormFieldControlProps) => ReactNode;
};

/**
 * One form field: the label, the control, then the error (role="alert") or the hint, with the
 * control's aria-describedby naming them and aria-invalid set while there is an error. Every
 * back-office dialog and settings form builds its fields with it, and so does the contact form
 * (ContactField, in its own larger type).
 */
export function FormField({
  label,
  id: givenId,
  hint,
  error,
  keepHint = false,
  required = false,
  describedBy,
  announceError = true,
  className,
  children,
}: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? `field-${ownId.replace(/:/g, '')}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const showHint = hasHint && (!hasError || keepHint);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described =
    [hasError ? errorId : null, showHint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': described,
        'aria-required': required ? true : undefined,
      })}
      {hasError && (
        <FieldError id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </FieldError>
      )}
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
