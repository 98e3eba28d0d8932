import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  type WebhookDeliveryFieldsFragment,
  type WebhookEndpointFieldsFragment,
} from '../../graphql/generated/graphql';
import { connectionPage, type PageOptions } from '../../test/connectionFixtures';
import { analystMe } from '../../test/meFixtures';
import { renderAdmin } from '../../test/renderAdmin';
import { WebhooksPanel } from './WebhooksPanel';

type Endpoint = WebhookEndpointFieldsFragment & { __typename: 'WebhookEndpoint' };
type Delivery = WebhookDeliveryFieldsFragment & { __typename: 'WebhookDelivery' };

const EVENT_TYPES = [
  'lead.created',
  'lead.contacted',
  'lead.milestone_completed',
  'lead.deleted',
  'order.paid',
  'order.failed',
  'booking.created',
  'booking.canceled',
];

const CRM_URL = 'https://crm.example.com/hooks';

function endpoint(overrides: Partial<WebhookEndpointFieldsFragment> = {}): Endpoint {
  return {
    __typename: 'WebhookEndpoint',
    id: 1,
    url: CRM_URL,
    description: 'CRM sync',
    eventTypes: ['lead.created', 'order.paid'],
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function attempt(statusCode: number | null, latencyMs: number, error: string | null = null) {
  return { __typename: 'WebhookAttempt' as const, at: new Date().toISOString(), statusCode, latencyMs, error };
}

function delivery(overrides: Partial<WebhookDeliveryFieldsFragment> = {}): Delivery {
  return {
    __typename: 'WebhookDelivery',
    id: 10,
    endpointId: 1,
    messageId: 'msg_first',
    eventType: 'lead.created',
    status: 'succeeded',
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    attempts: [attempt(200, 42)],
    ...overrides,
  };
}

function endpointsMock(endpoints: Endpoint[]): MockLink.MockedResponse {
  return {
    request: { query: WebhookEndpointsDocument },
    result: { data: { webhookEndpoints: endpoints, webhookEventTypes: EVENT_TYPES } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function deliveriesMock(
  nodes: Delivery[],
  { after, ...page }: PageOptions & { after?: string } = {},
): MockLink.MockedResponse {
  return {
    request: { query: WebhookDeliveriesDocument, variables: after ? { endpointId: 1, after } : { endpointId: 1 } },
    result: { data: { webhookDeliveries: connectionPage('WebhookDeliveryConnection', nodes, page) } },
  };
}

function renderPanel(endpoints: Endpoint[], extra: MockLink.MockedResponse[] = []) {
  return renderAdmin(<WebhooksPanel />, { mocks: [endpointsMock(endpoints), ...extra] });
}

const card = (url = CRM_URL) => screen.findByRole('article', { name: url });

describe('WebhooksPanel', () => {
  it('explains webhooks when there is no endpoint, and points to the Add form', async () => {
    const user = userEvent.setup();
    renderPanel([]);
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(screen.getByText(/Each delivery is a signed POST \(Standard Webhooks\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an endpoint' }));
    expect(screen.getByLabelText('Endpoint URL')).toHaveFocus();
  });

  it('adds an endpoint and shows its secret once, with a Copy button', async () => {
    const user = userEvent.setup();
    const created = endpoint({
      id: 2,
      url: 'https://hooks.example.org/in',
      description: '',
      eventTypes: ['order.paid'],
    });
    renderPanel(
      [],
      [
        {
          request: {
            query: CreateWebhookEndpointDocument,
            variables: { input: { url: 'https://hooks.example.org/in', description: '', eventTypes: ['order.paid'] } },
          },
          result: {
            data: {
              createWebhookEndpoint: {
                __typename: 'WebhookEndpointWithSecret',
                endpoint: created,
                secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=',
              },
            },
          },
        },
      ],
    );
    await user.type(await screen.findByLabelText('Endpoint URL'), ' https://hooks.example.org/in ');
    await user.click(screen.getByRole('checkbox', { name: /order\.paid/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Endpoint added: copy its signing secret' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0LXNob3duLW9uY2U=');
    expect(dialog).toHaveTextContent('This secret will not be shown again.');
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(copy).toHaveFocus();
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('whsec_c2VjcmV0LXNob3duLW9uY2U=');
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('whsec_c2VjcmV0LXNob3duLW9uY2U=')).not.toBeInTheDocument();
    // the new endpoint is listed, and the form is empty again
    expect(await card('https://hooks.example.org/in')).toBeInTheDocument();
    expect(screen.queryByText('No endpoints yet')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toHaveValue('');
  });

  it('asks for a URL and an event before sending anything', async () => {
    const user = userEvent.setup();
    renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByLabelText('Endpoint URL')).toHaveAccessibleDescription("Enter the endpoint's URL.");
    expect(screen.getByRole('checkbox', { name: /order\.paid/ })).toHaveAccessibleDescription(
      'Choose at least one event.',
    );
    await waitFor(() => expect(screen.getByLabelText('Endpoint URL')).toHaveFocus());
  });

  it("shows the server's reason beside the field it refused", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel(
      [],
      [
        {
          request: {
            query: CreateWebhookEndpointDocument,
            variables: { input: { url: 'http://crm.example.com', description: 'CRM', eventTypes: ['lead.created'] } },
          },
          result: {
            errors: [
              new GraphQLError('The URL must start with https://', {
                extensions: { code: 'BAD_USER_INPUT', fields: { url: 'The URL must start with https://' } },
              }),
            ],
          },
        },
      ],
    );
    await user.type(await screen.findByLabelText('Endpoint URL'), 'http://crm.example.com');
    await user.type(screen.getByLabelText('Description (optional)'), 'CRM');
    await user.click(screen.getByRole('checkbox', { name: /lead\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const url = screen.getByLabelText('Endpoint URL');
    await waitFor(() => expect(url).toHaveAccessibleDescription('The URL must start with https://'));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(url).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows each endpoint with its events and state, and why it was disabled', async () => {
    renderPanel([
      endpoint(),
      endpoint({
        id: 2,
        url: 'https://old.example.com/hooks',
        description: '',
        enabled: false,
        disabledReason: 'Disabled after 3 days of failed deliveries',
        failingSince: new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString(),
      }),
    ]);
    const crm = within(await card());
    expect(crm.getByText('CRM sync')).toBeInTheDocument();
    expect(crm.getByRole('list', { name: 'Events' })).toHaveTextContent('lead.createdorder.paid');
    expect(crm.getByText('Enabled')).toBeInTheDocument();
    expect(crm.getByRole('switch', { name: `Send events to ${CRM_URL}` })).toBeChecked();

    const old = within(await card('https://old.example.com/hooks'));
    expect(old.getByText('Disabled')).toBeInTheDocument();
    expect(old.getByText('Disabled after 3 days of failed deliveries')).toBeInTheDocument();
    expect(old.getByText('3 days ago')).toBeInTheDocument();
    expect(old.getByRole('switch')).not.toBeChecked();
  });

  it('disables an endpoint with its switch', async () => {
    const user = userEvent.setup();
    renderPanel(
      [endpoint()],
      [
        {
          request: { query: UpdateWebhookEndpointDocument, variables: { id: 1, input: { enabled: false } } },
          result: { data: { updateWebhookEndpoint: endpoint({ enabled: false }) } },
          delay: 300,
        },
      ],
    );
    const crm = within(await card());
    await user.click(crm.getByRole('switch'));
    // at once, before the answer
    expect(crm.getByRole('switch')).not.toBeChecked();
    expect(screen.queryByText('Endpoint disabled')).not.toBeInTheDocument();
    expect(await screen.findByText('Endpoint disabled')).toBeInTheDocument();
    expect(crm.getByRole('switch')).not.toBeChecked();
    expect(crm.getByText('Disabled')).toBeInTheDocument();
  });

  it('edits an endpoint and shows the saved values', async () => {
    const user = userEvent.setup();
    const saved = endpoint({
      url: 'https://crm.example.com/v2',
      eventTypes: ['lead.created', 'order.paid', 'order.failed'],
    });
    renderPanel(
      [endpoint()],
      [
        {
          request: {
            query: UpdateWebhookEndpointDocument,
            variables: {
              id: 1,
              input: {
                url: 'https://crm.example.com/v2',
                description: 'CRM sync',
                eventTypes: ['lead.created', 'order.paid', 'order.failed'],
              },
            },
          },
          result: { data: { updateWebhookEndpoint: saved } },
        },
      ],
    );
    const crm = within(await card());
    await user.click(crm.getByRole('button', { name: `Edit ${CRM_URL}` }));
    const url = crm.getByLabelText('Endpoint URL');
    await waitFor(() => expect(url).toHaveFocus());
    expect(crm.getByRole('checkbox', { name: /order\.paid/ })).toBeChecked();
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/v2');
    await user.click(crm.getByRole('checkbox', { name: /order\.failed/ }));
    await user.click(crm.getByRole('button', { name: 'Save changes' }));

    const updated = within(await card('https://crm.example.com/v2'));
    expect(updated.getByRole('list', { name: 'Events' })).toHaveTextContent('order.failed');
    expect(screen.getByText('Endpoint updated')).toBeInTheDocument();
    await waitFor(() => expect(updated.getByRole('button', { name: 'Edit https://crm.example.com/v2' })).toHaveFocus());
  });

  it('sends a test and shows what the receiver answered', async () => {
    const user = userEvent.setup();
    renderPanel(
      [endpoint()],
      [
        {
          request: { query: SendTestWebhookDocument, variables: { endpointId: 1 } },
          result: {
            data: {
              sendTestWebhook: delivery({
                id: 11,
                messageId: 'msg_test',
                eventType: 'webhook.test',
                status: 'failed',
                attempts: [attempt(500, 87, 'HTTP 500 Internal Server Error')],
              }),
            },
          },
          // long enough for the in-flight state to be seen after the click on a loaded machine
          delay: 300,
        },
      ],
    );
    const crm = within(await card());
    await user.click(crm.getByRole('button', { name: `Send test to ${CRM_URL}` }));
    expect(crm.getByRole('button', { name: `Sending… to ${CRM_URL}` })).toBeDisabled();

    // announced by the error toast, and kept on the card
    expect(await screen.findByText('The test failed')).toBeInTheDocument();
    expect(screen.getByText('HTTP 500 in 87 ms: HTTP 500 Internal Server Error')).toBeInTheDocument();
    // the outcome's line: the element whose text starts with the "Last test:" label and goes on
    const result = crm.getByText((_, element) => {
      const text = element?.textContent ?? '';
      return text.startsWith('Last test:') && text !== 'Last test:';
    });
    expect(result).toHaveTextContent('Failed');
    expect(result).toHaveTextContent('HTTP 500 in 87 ms');
    expect(result).toHaveTextContent('HTTP 500 Internal Server Error');
    expect(crm.getByRole('button', { name: `Send test to ${CRM_URL}` })).toBeEnabled();
  });

  it('asks before rotating the secret, then shows the new one once', async () => {
    const user = userEvent.setup();
    const rotate = jest.fn();
    renderPanel(
      [endpoint()],
      [
        {
          request: { query: RotateWebhookSecretDocument, variables: { id: 1 } },
          result: () => {
            rotate();
            return {
              data: {
                rotateWebhookSecret: {
                  __typename: 'WebhookEndpointWithSecret',
                  endpoint: endpoint(),
                  secret: 'whsec_bmV3LXNlY3JldA==',
                },
              },
            };
          },
        },
      ],
    );
    const crm = within(await card());
    await user.click(crm.getByRole('button', { name: `Rotate secret of ${CRM_URL}` }));
    const question = screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    expect(question).toHaveTextContent('stops working at once');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rotate).not.toHaveBeenCalled();

    await user.click(crm.getByRole('button', { name: `Rotate secret of ${CRM_URL}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue('whsec_bmV3LXNlY3JldA==');
    expect(dialog).toHaveTextContent('This secret will not be shown again.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting an endpoint, then removes it', async () => {
    const user = userEvent.setup();
    renderPanel(
      [endpoint()],
      [
        {
          request: { query: DeleteWebhookEndpointDocument, variables: { id: 1 } },
          result: { data: { deleteWebhookEndpoint: true } },
        },
      ],
    );
    const crm = within(await card());
    await user.click(crm.getByRole('button', { name: `Delete ${CRM_URL}` }));
    const question = screen.getByRole('alertdialog', { name: 'Delete this endpoint?' });
    expect(question).toHaveTextContent(`${CRM_URL} and its delivery log will be deleted`);
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: CRM_URL })).not.toBeInTheDocument();
    expect(screen.getByText('No endpoints yet')).toBeInTheDocument();
  });

  it('lists the deliveries of an endpoint and resends one', async () => {
    const user = userEvent.setup();
    const failedDelivery = delivery({
      id: 12,
      messageId: 'msg_failed',
      eventType: 'order.paid',
      status: 'failed',
      attempts: [attempt(503, 120, 'HTTP 503'), attempt(null, 10000, 'timed out after 10 s')],
    });
    renderPanel(
      [endpoint()],
      [
        deliveriesMock([failedDelivery, delivery()], { endCursor: 'c2', totalCount: 3 }),
        deliveriesMock([delivery({ id: 9, messageId: 'msg_oldest', eventType: 'lead.deleted' })], {
          after: 'c2',
          totalCount: 3,
        }),
        {
          request: { query: ResendWebhookDeliveryDocument, variables: { id: 12 } },
          result: {
            data: {
              resendWebhookDelivery: {
                ...failedDelivery,
                status: 'succeeded',
                attempts: [...failedDelivery.attempts, attempt(200, 45)],
              },
            },
          },
          delay: 10,
        },
      ],
    );
    const crm = within(await card());
    const toggle = crm.getByRole('button', { name: `Deliveries to ${CRM_URL}` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const table = await crm.findByRole('region', { name: `Deliveries to ${CRM_URL}` });
    const [failedRow, okRow] = within(table).getAllByRole('row').slice(1);
    expect(within(failedRow).getByRole('rowheader')).toHaveTextContent('order.paidmsg_failed');
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    // the latest attempt: no answer at all
    expect(within(failedRow).getByText('No response after 10000 ms')).toBeInTheDocument();
    expect(within(failedRow).getByText('timed out after 10 s')).toBeInTheDocument();
    expect(within(failedRow).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(okRow).getByText('Sent')).toBeInTheDocument();
    expect(within(okRow).getByText('HTTP 200 in 42 ms')).toBeInTheDocument();
    expect(crm.getByText('Showing 2 of 3 deliveries')).toBeInTheDocument();

    await user.click(within(failedRow).getByRole('button', { name: 'Resend msg_failed' }));
    expect(await screen.findByText('Delivery resent')).toBeInTheDocument();
    expect(screen.getByText('HTTP 200 in 45 ms.')).toBeInTheDocument();
    expect(within(failedRow).getByText('Sent')).toBeInTheDocument();
    expect(within(failedRow).getByRole('cell', { name: '3' })).toBeInTheDocument();

    await user.click(crm.getByRole('button', { name: 'Load more deliveries' }));
    expect(await crm.findByRole('button', { name: 'Resend msg_oldest' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(crm.getByText('Showing 3 of 3 deliveries')).toBeInTheDocument();
  });
});

describe('WebhooksPanel for an analyst', () => {
  it('shows the endpoints and their deliveries without a control that changes them', async () => {
    const user = userEvent.setup();
    renderPanel([endpoint()], [analystMe(), deliveriesMock([delivery()])]);

    // the endpoints and the signed-in user arrive in either order: wait for both
    expect(await screen.findByText(/Read-only: analysts can view the endpoints/)).toBeInTheDocument();
    const article = await card();
    expect(screen.queryByRole('heading', { name: 'Add endpoint' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Endpoint URL')).not.toBeInTheDocument();
    expect(within(article).getByRole('switch', { name: `Send events to ${CRM_URL}` })).toBeDisabled();
    for (const name of [/Send test/, /^Edit/, /Rotate secret/, /^Delete/]) {
      expect(within(article).queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.click(within(article).getByRole('button', { name: /Deliveries/ }));
    const table = await within(article).findByRole('region', { name: `Deliveries to ${CRM_URL}` });
    expect(within(table).getByText('msg_first')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('has no Add button in the empty state', async () => {
    renderPanel([], [analystMe()]);
    // the endpoints and the signed-in user arrive in either order: wait for both
    expect(await screen.findByText(/Read-only: analysts can view the endpoints/)).toBeInTheDocument();
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an endpoint' })).not.toBeInTheDocument();
  });
});
