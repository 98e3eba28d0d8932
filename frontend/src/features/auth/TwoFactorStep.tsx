import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { SignInFailure, SignInFormGrid } from './signInFormParts';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useVerifyTwoFactorMutation, type VerifyTwoFactorMutation } from '../../graphql/generated/graphql';
import { codeToSend, twoFactorCodeSchema, type TwoFactorCodeValues } from './twoFactorCodeSchema';

const Lead = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const CodeInput = styled(TextInput)`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.2em;
`;

type SignedInUser = VerifyTwoFactorMutation['verifyTwoFactor'];

/** The failure's words: a lock says until when, in the reader's own time. */
function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const locked = error.errors.find((entry) => entry.extensions?.code === 'TWO_FACTOR_LOCKED');
    const until: unknown = locked?.extensions?.lockedUntil;
    if (typeof until === 'string') {
      const time = new Date(until).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
      return `Too many wrong codes. For your safety, two-step sign-in for this account is locked until ${time}. Try again then, or ask an admin.`;
    }
  }
  return serverErrorMessage(error) ?? 'The code could not be checked. Try again.';
}

type TwoFactorStepProps = {
  onSignedIn: (user: SignedInUser) => void;
  /** back to the password step (a sign-in waits five minutes for its code) */
  onStartOver: () => void;
};

/** The second step of signing in: the authenticator app's code, or a recovery code instead. */
export function TwoFactorStep({ onSignedIn, onStartOver }: TwoFactorStepProps) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify] = useVerifyTwoFactorMutation();
  const inputRef = useRef<HTMLInputElement>(null);

  // the step's one field takes the focus when it appears (after the password) and when its kind changes
  useEffect(() => inputRef.current?.focus(), [recovery]);

  const formik = useFormik<TwoFactorCodeValues>({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema(recovery),
    onSubmit: async ({ code }) => {
      setFailure(null);
      try {
        const { data } = await verify({ variables: { code: codeToSend(code, recovery) } });
        if (data) onSignedIn(data.verifyTwoFactor);
      } catch (error) {
        setFailure(failureMessage(error));
        void formik.setFieldValue('code', '', false);
      }
    },
  });

  const switchKind = () => {
    setRecovery((value) => !value);
    setFailure(null);
    formik.resetForm();
  };

  const error = formik.touched.code || formik.submitCount > 0 ? formik.errors.code : undefined;

  return (
    <SignInFormGrid noValidate onSubmit={formik.handleSubmit} aria-labelledby={`${id}-lead`}>
      <Lead id={`${id}-lead`}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
      </Lead>
      <FormField
        key={recovery ? 'recovery' : 'app'}
        id={`${id}-code`}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={error}
      >
        {(control) =>
          recovery ? (
            <TextInput
              {...control}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              ref={inputRef}
              value={formik.values.code}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          ) : (
            <CodeInput
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              ref={inputRef}
              value={formik.values.code}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )
        }
      </FormField>
      {failure && <SignInFailure role="alert">{failure}</SignInFailure>}
      <Button type="submit" size="lg" fullWidth disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Checking…' : 'Verify and sign in'}
      </Button>
      <Links>
        <LinkButton type="button" onClick={switchKind}>
          {recovery ? 'Use the code from your app' : 'Use a recovery code'}
        </LinkButton>
        <LinkButton type="button" onClick={onStartOver}>
          Start over
        </LinkButton>
      </Links>
    </SignInFormGrid>
  );
}
