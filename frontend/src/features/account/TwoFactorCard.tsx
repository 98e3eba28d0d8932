import { useId, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { PanelHead } from '../../components/PanelHead';
import { Spinner } from '../../components/Spinner';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useDisableTwoFactorMutation, useTwoFactorStatusQuery } from '../../graphql/generated/graphql';
import { codeToSend, twoFactorCodeSchema } from '../auth';

const State = styled.p<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.successSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $on }) => ($on ? theme.color.success : theme.color.inkSoft)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Text = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const disableSchema = yup.object({
  password: yup.string().required('Enter your password'),
  code: yup.string().required('Enter the 6-digit code from your app or a recovery code'),
});

/** Turning it off: the password and a code (or a recovery code). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [disable] = useDisableTwoFactorMutation({ refetchQueries: ['TwoFactorStatus', 'Me'] });
  const formik = useFormik({
    initialValues: { password: '', code: '' },
    validationSchema: disableSchema,
    onSubmit: async ({ password, code }) => {
      setFailure(null);
      const recovery = !twoFactorCodeSchema(false).isValidSync({ code });
      try {
        await disable({ variables: { password, code: codeToSend(code, recovery) } });
        onDone();
      } catch (error) {
        setFailure(serverErrorMessage(error) ?? 'Two-step sign-in could not be turned off. Try again.');
      }
    },
  });
  const shown = (field: 'password' | 'code') =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Turn off two-step sign-in">
      <FormField id={`${id}-password`} label="Your password" error={shown('password')}>
        {(control) => (
          <TextInput
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-code`}
        label="Code from your app"
        hint="Or one of your recovery codes"
        error={shown('code')}
      >
        {(control) => (
          <TextInput
            {...control}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={formik.values.code}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

/** Account → Security: whether two-step sign-in is on, recovery codes left, set up or turn off. */
export function TwoFactorCard() {
  const headingId = useId();
  const { data, loading, error } = useTwoFactorStatusQuery({ fetchPolicy: 'cache-and-network' });
  const [disabling, setDisabling] = useState(false);
  const status = data?.twoFactorStatus;

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <PanelHead>
        <h2 id={headingId}>Two-step sign-in</h2>
        <p>
          After your password, a code from an authenticator app on your phone: a stolen password alone opens nothing.
        </p>
      </PanelHead>
      {loading && !status && <Spinner label="Loading two-step sign-in" />}
      {error && !status && (
        <Failure role="alert">Could not load your two-step sign-in. Reload the page to try again.</Failure>
      )}
      {status && !status.enabled && (
        <>
          <State $on={false}>Off</State>
          <Text>Set it up in two minutes with Google Authenticator, 1Password, Authy or any TOTP app.</Text>
          <Button to="/account/two-factor">Set up two-step sign-in</Button>
        </>
      )}
      {status?.enabled && (
        <>
          <State $on>On</State>
          <Text>
            {status.recoveryCodesLeft === 1
              ? '1 recovery code left.'
              : `${status.recoveryCodesLeft} recovery codes left.`}{' '}
            Each one signs you in once if you lose your phone.
          </Text>
          {disabling ? (
            <DisableForm onDone={() => setDisabling(false)} onCancel={() => setDisabling(false)} />
          ) : (
            <Button variant="secondary" onClick={() => setDisabling(true)}>
              Turn off two-step sign-in
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
