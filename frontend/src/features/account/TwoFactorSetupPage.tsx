import { useId, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { PanelHead } from '../../components/PanelHead';
import { saveFile } from '../../components/saveFile';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import {
  MeDocument,
  TwoFactorStatusDocument,
  useBeginTwoFactorSetupMutation,
  useConfirmTwoFactorSetupMutation,
  type BeginTwoFactorSetupMutation,
} from '../../graphql/generated/graphql';
import { AdminLayout, AdminPageHeader } from '../admin';
import { codeToSend, twoFactorCodeSchema, useCurrentUser } from '../auth';

type Setup = BeginTwoFactorSetupMutation['beginTwoFactorSetup'];

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 44rem;
`;

const Scan = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

const Key = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  list-style: none;

  @media (max-width: 360px) {
    grid-template-columns: minmax(0, 1fr);
  }
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

/** The key in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function ConfirmForm({ setup, onConfirmed }: { setup: Setup; onConfirmed: (codes: string[]) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm] = useConfirmTwoFactorSetupMutation({
    refetchQueries: [{ query: TwoFactorStatusDocument }, { query: MeDocument }],
  });
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema(false),
    onSubmit: async ({ code }) => {
      setFailure(null);
      try {
        const { data } = await confirm({ variables: { code: codeToSend(code, false) } });
        if (data) onConfirmed(data.confirmTwoFactorSetup);
      } catch (error) {
        setFailure(serverErrorMessage(error) ?? 'The code could not be checked. Try again.');
      }
    },
  });
  const error = formik.touched.code || formik.submitCount > 0 ? formik.errors.code : undefined;
  return (
    <Scan>
      <Qr
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt="QR code for your authenticator app"
      />
      <div>
        <Text>Can’t scan it? Type this key into the app instead:</Text>
        <Key aria-label="Setup key">{grouped(setup.secret)}</Key>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <FormField id={`${id}-code`} label="Code from your app" error={error}>
            {(control) => (
              <TextInput
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={formik.values.code}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Checking…' : 'Turn on two-step sign-in'}
            </Button>
          </Actions>
        </Form>
      </div>
    </Scan>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <>
      <Text>
        Two-step sign-in is on. Keep these recovery codes somewhere safe, such as your password manager: each signs you
        in once if you lose your phone. They are shown only now.
      </Text>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="secondary" onClick={() => saveFile(text, 'text/plain', 'recovery-codes.txt')}>
          Download
        </Button>
        <Button to="/account">Done</Button>
      </Actions>
    </>
  );
}

/** /account/two-factor: set up two-step sign-in. Scan or type the key, confirm with a code, keep the recovery codes. */
export function TwoFactorSetupPage() {
  const headingId = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [begin, { loading }] = useBeginTwoFactorSetupMutation();
  // held to enrolment by the team's requirement: there is nowhere else to go yet
  const required = useCurrentUser().user?.mustEnrolTwoFactor ?? false;

  const start = async () => {
    setFailure(null);
    try {
      const { data } = await begin();
      if (data) setSetup(data.beginTwoFactorSetup);
    } catch (error) {
      setFailure(serverErrorMessage(error) ?? 'The setup could not start. Try again.');
    }
  };

  return (
    <AdminLayout title="Two-step sign-in">
      <AdminPageHeader
        title="Two-step sign-in"
        description={
          required
            ? 'Your team requires a code from your phone after your password. Set it up to continue.'
            : 'A code from your phone after your password.'
        }
      />
      <Steps>
        <Card as="section" padding="lg" aria-labelledby={headingId}>
          <PanelHead>
            <h2 id={headingId}>
              {codes ? 'Save your recovery codes' : setup ? 'Scan the QR code' : 'Set up your authenticator app'}
            </h2>
            {!codes && (
              <p>
                {setup
                  ? 'Open your authenticator app, add an account and scan this code. Then enter the 6-digit code it shows.'
                  : 'You need an authenticator app on your phone: Google Authenticator, Microsoft Authenticator, 1Password, Authy or similar.'}
              </p>
            )}
          </PanelHead>
          {codes && <RecoveryCodes codes={codes} />}
          {!codes && setup && <ConfirmForm setup={setup} onConfirmed={setCodes} />}
          {!codes && !setup && (
            <>
              {failure && <Failure role="alert">{failure}</Failure>}
              <Actions>
                <Button onClick={() => void start()} disabled={loading}>
                  {loading ? 'Preparing…' : 'Show my QR code'}
                </Button>
                {!required && (
                  <Button to="/account" variant="ghost">
                    Not now
                  </Button>
                )}
              </Actions>
            </>
          )}
        </Card>
      </Steps>
    </AdminLayout>
  );
}
