import styled from 'styled-components';
import { FieldError } from '../../components/FormControls';

/** The form of a Team dialog, under its heading. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/** The server's error for the whole form, in the form's own spacing. */
export const DialogFormError = styled(FieldError)`
  margin-top: 0;
`;
