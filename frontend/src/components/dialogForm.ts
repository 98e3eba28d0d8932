import styled from 'styled-components';
import { FieldError } from './FormControls';

/** The form of a dialog (a Team dialog, the lead erasure), under its heading. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/** The server's error for the whole form, in the form's own spacing. */
export const DialogFormError = styled(FieldError)`
  margin-top: 0;
`;
