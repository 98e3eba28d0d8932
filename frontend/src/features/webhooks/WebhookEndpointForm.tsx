import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { Button } from '../../components/Button';
import { FieldError, TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { EVENT_DESCRIPTIONS } from './webhookDisplay';
import { ChoiceCard, ChoiceFieldset, ChoiceGrid } from '../../components/choiceCards';

export type EndpointDraft = { url: string; description: string; eventTypes: string[] };

/** Why the draft was refused, per field (`form` for what belongs to no field). */
export type EndpointErrors = Partial<Record<keyof EndpointDraft | 'form', string>>;

export type WebhookEndpointFormProps = {
  /** the event types an endpoint may subscribe to */
  eventTypes: readonly string[];
  initial?: EndpointDraft;
  submitLabel: string;
  busyLabel: string;
  /** saves the draft; resolves to the errors, or null once saved */
  onSubmit: (draft: EndpointDraft) => Promise<EndpointErrors | null>;
  /** shown as a Cancel button when given */
  onCancel?: () => void;
  /** start the form empty again after a save (the Add form) */
  resetOnSave?: boolean;
  urlInputRef?: Ref<HTMLInputElement>;
};

const EMPTY: EndpointDraft = { url: '', description: '', eventTypes: [] };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Url = styled(TextInput)`
  font-family: ${({ theme }) => theme.font.mono};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

function isFullUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function draftErrors(draft: EndpointDraft): EndpointErrors {
  const errors: EndpointErrors = {};
  if (!draft.url) errors.url = "Enter the endpoint's URL.";
  else if (!isFullUrl(draft.url)) errors.url = 'Enter a full URL, such as https://example.com/webhooks';
  if (draft.eventTypes.length === 0) errors.eventTypes = 'Choose at least one event.';
  return errors;
}

/** The URL, description and events of an endpoint: the Add form, and an endpoint's Edit form. */
export function WebhookEndpointForm({
  eventTypes,
  initial = EMPTY,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  resetOnSave = false,
  urlInputRef,
}: WebhookEndpointFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<EndpointErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<EndpointDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current, form: undefined };
      for (const key of Object.keys(next)) delete rest[key as keyof EndpointDraft];
      return rest;
    });
  };

  const toggleEvent = (eventType: string, checked: boolean) => {
    change({
      eventTypes: checked
        ? eventTypes.filter((type) => type === eventType || draft.eventTypes.includes(type))
        : draft.eventTypes.filter((type) => type !== eventType),
    });
  };

  /** Focus goes to the first field that needs a change, so the reason is read out with it. */
  const focusFirstInvalid = () => {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = { ...draft, url: draft.url.trim(), description: draft.description.trim() };
    const local = draftErrors(trimmed);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const refused = await onSubmit(trimmed);
    setBusy(false);
    if (refused) {
      setErrors(refused);
      focusFirstInvalid();
    } else if (resetOnSave) {
      setDraft(EMPTY);
      setErrors({});
    }
  };

  const describe = (field: keyof EndpointDraft, hint?: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;

  return (
    <Form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        id={`${id}-url`}
        label="Endpoint URL"
        error={errors.url}
        hint="An https:// address that accepts POST requests."
        announceError={false}
      >
        {(control) => (
          <Url
            {...control}
            ref={urlInputRef}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks"
            value={draft.url}
            onChange={(event) => change({ url: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label="Description (optional)"
        error={errors.description}
        announceError={false}
      >
        {(control) => (
          <TextInput
            {...control}
            autoComplete="off"
            placeholder="e.g. CRM sync"
            value={draft.description}
            maxLength={500}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </FormField>
      <ChoiceFieldset>
        <legend>Events to send</legend>
        <ChoiceGrid $minWidth="15rem">
          {eventTypes.map((eventType) => (
            <ChoiceCard key={eventType}>
              <input
                type="checkbox"
                checked={draft.eventTypes.includes(eventType)}
                aria-invalid={errors.eventTypes ? true : undefined}
                aria-describedby={describe('eventTypes')}
                onChange={(event) => toggleEvent(eventType, event.target.checked)}
              />
              <span>
                <code>
                  <BreakableText text={eventType} kind="name" />
                </code>
                {EVENT_DESCRIPTIONS[eventType] && <small>{EVENT_DESCRIPTIONS[eventType]}</small>}
              </span>
            </ChoiceCard>
          ))}
        </ChoiceGrid>
        {errors.eventTypes && <FieldError id={`${id}-eventTypes-error`}>{errors.eventTypes}</FieldError>}
      </ChoiceFieldset>
      {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
      <Actions>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  );
}
