import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { contactFieldId, type ContactFieldName } from './ContactField';
import type { ContactFormValues } from './contactFormValues';

export type FocusFirstInvalidFieldProps = {
  /** the fields in the order they appear on screen */
  order: readonly ContactFieldName[];
};

/** After a submit attempt that failed validation, moves focus to the first invalid field. */
export function FocusFirstInvalidField({ order }: FocusFirstInvalidFieldProps) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<ContactFormValues>();
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    const firstInvalid = order.find((name) => errors[name] !== undefined);
    if (firstInvalid) document.getElementById(contactFieldId(firstInvalid))?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, order]);

  return null;
}
