import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { MeDocument, useDemoCredentialsQuery, useLoginMutation } from '../../graphql/generated/graphql';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { returnTarget } from './returnPath';
import { signInSchema, type SignInValues } from './signInSchema';

const LOGIN_FAILED_FALLBACK = 'An error occurred during login';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Demo = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The failed sign-in's reason, beside the button: the toast alone sat over the page's links. */
const Failure = styled.p`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
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

/** Username and password, checked in the browser, then the `login` mutation. */
export function SignInForm() {
  const id = useId();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const prefillDone = useRef(false);
  const { data: demo } = useDemoCredentialsQuery();

  const [login] = useLoginMutation({
    update(cache, { data }) {
      if (!data) return;
      // Signed in from here on: every `me` reader (header, ProtectedRoute) updates without a reload.
      const me = { __typename: 'User' as const, ...data.login };
      cache.writeQuery({ query: MeDocument, data: { me } });
    },
  });

  const formik = useFormik<SignInValues>({
    initialValues: { username: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await login({ variables: { username: values.username.trim(), password: values.password } });
      } catch (error) {
        const reason = serverErrorMessage(error) ?? LOGIN_FAILED_FALLBACK;
        setFailure(reason);
        toast({ title: 'Login failed', description: reason, variant: 'destructive' });
        return;
      }
      toast({ title: 'Login successful', description: 'Welcome back!' });
      const target = returnTarget(location.state, location.search);
      // a page the server serves itself (the GraphQL explorer) is loaded by SignInPage once the
      // cached user is set, as for a visitor who arrives signed in; the app's pages are one step away
      if (!target.fullPageLoad) void navigate(target.path, { replace: true });
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

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-describedby={prefilled ? `${id}-demo` : undefined}>
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
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}
