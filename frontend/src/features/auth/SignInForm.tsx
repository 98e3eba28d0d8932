import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { SignInFailure, SignInFormGrid } from './signInFormParts';
import { useToast } from '../../components/Toast';
import { useApolloClient } from '@apollo/client/react';
import {
  MeDocument,
  useDemoCredentialsQuery,
  useLoginMutation,
  type LoginMutation,
  type MeQuery,
} from '../../graphql/generated/graphql';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { returnTarget } from './returnPath';
import { signInSchema, type SignInValues } from './signInSchema';
import { TwoFactorStep } from './TwoFactorStep';

type SignedInUser = Omit<NonNullable<MeQuery['me']>, '__typename'>;

const LOGIN_FAILED_FALLBACK = 'An error occurred during login';

const Demo = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PasswordRow = styled.div`
  position: relative;

  input {
    padding-right: 72px;
  }
`;

const Reveal = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space[1]}px;
  top: 50%;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  transform: translateY(-50%);

  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

/** Username and password, checked in the browser, then the `login` mutation; then the code when the account asks for one. */
export function SignInForm() {
  const id = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const prefillDone = useRef(false);
  const { data: demo } = useDemoCredentialsQuery();

  const client = useApolloClient();
  const [secondStep, setSecondStep] = useState(false);
  const [login] = useLoginMutation();

  const signedIn = (user: SignedInUser) => {
    // Signed in from here on: every `me` reader (header, ProtectedRoute) updates without a reload.
    const me = { __typename: 'User' as const, ...user };
    client.writeQuery({ query: MeDocument, data: { me } });
    toast({ title: 'Login successful', description: 'Welcome back!' });
    const target = returnTarget(location.state, location.search);
    // a page the server serves itself (the GraphQL explorer) is loaded by SignInPage once the
    // cached user is set, as for a visitor who arrives signed in; the app's pages are one step away
    if (!target.fullPageLoad) void navigate(target.path, { replace: true });
  };

  const formik = useFormik<SignInValues>({
    initialValues: { username: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      setFailure(null);
      let result: LoginMutation['login'] | undefined;
      try {
        result = (await login({ variables: { username: values.username.trim(), password: values.password } })).data
          ?.login;
      } catch (error) {
        const reason = serverErrorMessage(error) ?? LOGIN_FAILED_FALLBACK;
        setFailure(reason);
        toast({ title: 'Login failed', description: reason, variant: 'destructive' });
        return;
      }
      if (result?.twoFactorRequired) setSecondStep(true);
      else if (result?.user) signedIn(result.user);
    },
  });

  const credentials = demo?.demoCredentials;
  const { setValues, values } = formik;
  useEffect(() => {
    if (!credentials || prefillDone.current) return;
    prefillDone.current = true;
    // Prefill only a form the visitor has not started typing in.
    if (values.username !== '' || values.password !== '') return;
    void setValues({ username: credentials.username, password: credentials.password }, false);
  }, [credentials, setValues, values.username, values.password]);
  // The note stays while the form holds what was filled in.
  const prefilled =
    credentials != null && values.username === credentials.username && values.password === credentials.password;

  const usernameError = formik.touched.username || formik.submitCount > 0 ? formik.errors.username : undefined;
  const passwordError = formik.touched.password || formik.submitCount > 0 ? formik.errors.password : undefined;

  if (secondStep) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onStartOver={() => {
          setSecondStep(false);
          void formik.setFieldValue('password', '', false);
        }}
      />
    );
  }

  return (
    <SignInFormGrid noValidate onSubmit={formik.handleSubmit} aria-describedby={prefilled ? `${id}-demo` : undefined}>
      {prefilled && (
        <Demo id={`${id}-demo`}>
          <span aria-hidden="true">★</span>
          <span>Demo mode: the demo admin&apos;s username and password are filled in for you.</span>
        </Demo>
      )}
      <FormField id={`${id}-username`} label="Username" error={usernameError}>
        {(control) => (
          <TextInput
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={passwordError}>
        {(control) => (
          <PasswordRow>
            <TextInput
              {...control}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            <Reveal
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </Reveal>
          </PasswordRow>
        )}
      </FormField>
      {failure && <SignInFailure role="alert">{failure}</SignInFailure>}
      <Button type="submit" size="lg" fullWidth disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </SignInFormGrid>
  );
}
