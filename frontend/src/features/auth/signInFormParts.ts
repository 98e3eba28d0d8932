import styled from 'styled-components';

/** The sign-in steps' form: the password step and the code step look alike. */
export const SignInFormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

/** A failed step's reason, beside the button: the toast alone sat over the page's links. */
export const SignInFailure = styled.p`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
