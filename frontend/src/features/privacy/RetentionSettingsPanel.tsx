import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { BareFieldset, FieldError, TextInput } from '../../components/FormControls';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { badUserInputFields } from '../../components/serverErrorMessage';
import { QueryPlaceholder } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  useRetentionSettingsQuery,
  useUpdateRetentionSettingsMutation,
  type RetentionSettingsFieldsFragment,
} from '../../graphql/generated/graphql';
import { media } from '../../theme/theme';
import { useCurrentUser } from '../auth';
import {
  formatPeriod,
  formValues,
  RETENTION_FIELDS,
  retentionChanges,
  type RetentionField,
  type RetentionFormValues,
} from './retentionForm';

/** What each period applies to and what it is counted from. */
const DESCRIPTIONS: Record<RetentionField, string> = {
  leadsWithoutDiscoveryCallDays:
    'Counted from when the lead arrived. Erased as “Erase lead” does: milestones, chats and audio deleted, orders kept without personal details, webhooks told.',
  spamDays: 'Submissions the spam guard held back, counted from when they arrived.',
  unlinkedChatDays: 'Conversations with the assistant that never led to a lead, counted from their last message.',
  chatAudioHours: 'The assistant’s spoken replies, counted from when they were made.',
  auditDays: 'Events of the audit log, counted from when they were recorded.',
};

type Errors = Partial<Record<RetentionField, string>>;

/**
 * Settings → Data retention: how long each kind of data is kept. A daily job deletes what is past
 * its period, and the privacy page states the periods. Only the periods changed are sent, so one
 * left at its default keeps following it.
 */
export function RetentionSettingsPanel() {
  const { data, loading, error } = useRetentionSettingsQuery();
  const settings = data?.retentionSettings;
  if (!settings) {
    return (
      <QueryPlaceholder
        loading={loading}
        error={error}
        loadingText="Loading retention settings..."
        errorText="Error loading retention settings. Please try again."
      />
    );
  }
  // a new answer from the server (a save, another tab) starts the form afresh
  return <RetentionForm key={JSON.stringify(settings)} settings={settings} />;
}

function RetentionForm({ settings }: { settings: RetentionSettingsFieldsFragment }) {
  const id = useId();
  const { toast } = useToast();
  const { isReadOnly } = useCurrentUser();
  const [values, setValues] = useState<RetentionFormValues>(() => formValues(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [updateSettings, { loading: saving }] = useUpdateRetentionSettingsMutation();
  const changes = retentionChanges(values, settings);
  const dirty = !changes.ok || Object.keys(changes.input).length > 0;

  const change = (next: Partial<RetentionFormValues>, field?: RetentionField) => {
    setValues((current) => ({ ...current, ...next }));
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changes.ok) {
      setErrors(changes.errors);
      return;
    }
    if (Object.keys(changes.input).length === 0) return;
    try {
      await updateSettings({ variables: { input: changes.input } });
      toast({
        title: 'Retention periods saved',
        description: 'The daily clean-up and the privacy page use them from now on.',
      });
    } catch (saveError) {
      const fields = badUserInputFields(saveError);
      if (fields) setErrors(fields);
      toast({
        variant: 'destructive',
        title: 'Error saving the retention periods',
        description: fields ? 'Please correct the periods marked below.' : 'Please try again.',
      });
    }
  };

  const limitOf = (field: RetentionField) => settings.limits.find((limit) => limit.field === field);
  const disabled = isReadOnly || saving;

  const periodInput = (field: RetentionField, extraDisabled = false, label?: string) => {
    const limit = limitOf(field);
    const fieldError = errors[field];
    return (
      <PeriodInput>
        <TextInput
          id={`${id}-${field}`}
          inputMode="numeric"
          value={values[field]}
          disabled={disabled || extraDisabled}
          onChange={(event) => change({ [field]: event.target.value }, field)}
          aria-label={label}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-${field}-about${fieldError ? ` ${id}-${field}-error` : ''}`}
        />
        <Unit aria-hidden="true">{limit?.unit ?? 'days'}</Unit>
      </PeriodInput>
    );
  };

  const row = (field: RetentionField, control: ReactNode, defaultText: string) => {
    const limit = limitOf(field);
    return (
      <Row key={field}>
        <About>
          {field === 'leadsWithoutDiscoveryCallDays' ? (
            <Label as="p" id={`${id}-${field}-label`}>
              {limit?.label}
            </Label>
          ) : (
            <Label htmlFor={`${id}-${field}`}>{limit?.label}</Label>
          )}
          <Description id={`${id}-${field}-about`}>
            {DESCRIPTIONS[field]} {defaultText}{' '}
            {limit && (
              <NoWrap>
                Allowed: {limit.min}–{limit.max} {limit.unit}.
              </NoWrap>
            )}
          </Description>
        </About>
        <Control>
          {control}
          {errors[field] && (
            <FieldError id={`${id}-${field}-error`} role="alert">
              {errors[field]}
            </FieldError>
          )}
        </Control>
      </Row>
    );
  };

  const defaults = settings.defaults;
  return (
    <>
      {isReadOnly && <ReadOnlyNote>Read-only: analysts can view but not change the retention periods.</ReadOnlyNote>}
      <Card as="section" aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`}>How long data is kept</Title>
        <Intro>
          Every night a clean-up deletes what is past its period, and the privacy page tells visitors these periods. A
          lead that reached Discovery Call is kept until someone erases it.
        </Intro>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {RETENTION_FIELDS.map((field) => {
            if (field === 'leadsWithoutDiscoveryCallDays') {
              return row(
                field,
                <Choice aria-labelledby={`${id}-${field}-label`}>
                  <Radio>
                    <input
                      type="radio"
                      name={`${id}-leads`}
                      checked={values.keepLeadsForever}
                      disabled={disabled}
                      onChange={() => change({ keepLeadsForever: true }, field)}
                    />
                    Keep until erased
                  </Radio>
                  <DeleteAfter>
                    <Radio>
                      <input
                        type="radio"
                        name={`${id}-leads`}
                        checked={!values.keepLeadsForever}
                        disabled={disabled}
                        aria-describedby={`${id}-${field}-about`}
                        onChange={() => change({ keepLeadsForever: false }, field)}
                      />
                      Delete after
                    </Radio>
                    {periodInput(
                      field,
                      values.keepLeadsForever,
                      'Days before a lead that never reached Discovery Call is erased',
                    )}
                  </DeleteAfter>
                </Choice>,
                'Default: kept until erased.',
              );
            }
            const fallback = defaults[field];
            const unit = limitOf(field)?.unit ?? 'days';
            return row(field, periodInput(field), fallback === null ? '' : `Default: ${formatPeriod(fallback, unit)}.`);
          })}
          <Footer>
            <Saved>
              {settings.updatedAt
                ? `Last changed ${new Date(settings.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.`
                : 'All periods are at their defaults.'}
            </Saved>
            {!isReadOnly && (
              <Button type="submit" disabled={!dirty || saving}>
                {saving ? 'Saving…' : 'Save periods'}
              </Button>
            )}
          </Footer>
        </form>
      </Card>
    </>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space[2]}px;
  max-width: 70ch;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 20rem);
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[6]}px;
  align-items: start;
  padding: ${({ theme }) => theme.space[5]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const About = styled.div`
  min-width: 0;
`;

const Label = styled.label`
  display: block;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Control = styled.div`
  min-width: 0;
`;

const PeriodInput = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;

  input {
    width: 7rem;
  }
`;

const Unit = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Choice = styled(BareFieldset)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const DeleteAfter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
`;

const Radio = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
