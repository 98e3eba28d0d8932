import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { PanelHead } from '../../components/PanelHead';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { useToast } from '../../components/Toast';
import {
  useSecuritySettingsQuery,
  useUpdateSecuritySettingsMutation,
  type SecuritySettingsQuery,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { SettingsPlaceholder } from './SettingsPlaceholder';

const MAX_GRACE_DAYS = 90;
const GRACE_MESSAGE = `A whole number of days from 0 to ${MAX_GRACE_DAYS}`;

const schema = yup.object({
  requireTwoFactor: yup.boolean().required(),
  gracePeriodDays: yup
    .number()
    .typeError(GRACE_MESSAGE)
    .required(GRACE_MESSAGE)
    .integer(GRACE_MESSAGE)
    .min(0, GRACE_MESSAGE)
    .max(MAX_GRACE_DAYS, GRACE_MESSAGE),
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 36rem;
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.color.accent};
  }

  small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

const Days = styled(TextInput)`
  max-width: 8rem;
`;

const Deadline = styled.p`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

type Settings = SecuritySettingsQuery['securitySettings'];

function SecurityForm({ settings }: { settings: Settings }) {
  const id = useId();
  const { toast } = useToast();
  const { isReadOnly } = useCurrentUser();
  const [update] = useUpdateSecuritySettingsMutation();
  const formik = useFormik({
    initialValues: { requireTwoFactor: settings.requireTwoFactor, gracePeriodDays: String(settings.gracePeriodDays) },
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        await update({
          variables: {
            input: { requireTwoFactor: values.requireTwoFactor, gracePeriodDays: Number(values.gracePeriodDays) },
          },
        });
        toast({ title: 'Security settings saved', description: 'They apply from the next sign-in.' });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Error saving the security settings',
          description: serverErrorMessage(error) ?? 'Please try again.',
        });
      }
    },
  });
  const graceError =
    formik.touched.gracePeriodDays || formik.submitCount > 0 ? formik.errors.gracePeriodDays : undefined;
  const deadline = settings.enrolmentDeadline ? new Date(String(settings.enrolmentDeadline)) : null;

  return (
    <>
      {isReadOnly && <ReadOnlyNote>Read-only: analysts can view but not change the sign-in policy.</ReadOnlyNote>}
      <Card as="section" padding="lg" aria-labelledby={`${id}-title`}>
        <PanelHead>
          <h2 id={`${id}-title`}>Two-step sign-in</h2>
          <p>A code from an authenticator app after the password. API tokens are not affected.</p>
        </PanelHead>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Check>
            <input
              type="checkbox"
              name="requireTwoFactor"
              checked={formik.values.requireTwoFactor}
              disabled={isReadOnly}
              onChange={formik.handleChange}
            />
            <span>
              Require two-step sign-in for every member
              <small>
                Members who have not set it up by the end of the grace period must do so before anything else.
              </small>
            </span>
          </Check>
          <FormField
            id={`${id}-grace`}
            label="Grace period (days)"
            hint="0 to 90 days, counted from when you switch it on"
            error={graceError}
          >
            {(control) => (
              <Days
                {...control}
                name="gracePeriodDays"
                inputMode="numeric"
                disabled={isReadOnly}
                value={formik.values.gracePeriodDays}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
          {deadline && (
            <Deadline>
              Members without two-step sign-in must set it up from{' '}
              <strong>{deadline.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</strong>.
            </Deadline>
          )}
          {!isReadOnly && (
            <div>
              <Button type="submit" disabled={formik.isSubmitting || !formik.dirty}>
                {formik.isSubmitting ? 'Saving…' : 'Save'}
              </Button>
            </div>
          )}
        </Form>
      </Card>
    </>
  );
}

/** Settings → Security: require two-step sign-in, and the grace period to set it up. */
export function SecuritySettingsPanel() {
  const { data, loading, error } = useSecuritySettingsQuery();
  const settings = data?.securitySettings;
  if (!settings) {
    return <SettingsPlaceholder subject="security" loading={loading} error={error} />;
  }
  // a new answer from the server (a save) starts the form afresh
  return <SecurityForm key={JSON.stringify(settings)} settings={settings} />;
}
