import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { cellInColumn, expectNoAxeViolations, settleAnimations } from '../helpers';
import { ownAppFixture, type OwnApp } from '../ownApp';
import {
  ADMIN_TEST_TIMEOUT_MS,
  createLead,
  expect,
  graphql,
  test as adminTest,
  toast,
  uniqueTag,
} from './adminFixtures';

/**
 * Lead Management's Notifications and Webhooks tabs, used as an admin would, against servers of
 * their own (the notification settings and the endpoints are site-wide):
 * - `hooksApp`, without SMTP_URL (email off), beside local webhook receivers that verify every
 *   signature with the standardwebhooks package (backend/src/test/fake-webhook-endpoints.ts);
 * - `mailApp`, with SMTP_URL pointing at a local SMTP server (backend/src/test/fake-smtp-inbox.ts).
 * The tests on one server run one after the other (the file is not fully parallel), and each
 * starts from no endpoints and the default notification settings.
 */

/** every browser of the run shares 127.0.0.1 with the other specs' sign-ins and leads */
const UNLIMITED = {
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  RATE_LIMIT_SIGNIN_PER_USERNAME: '100000',
  RATE_LIMIT_LEADS_PER_IP: '100000',
};

/** The admin `test` on a server without email, beside local webhook receivers. */
const hooksTest = adminTest.extend<object, { hooksApp: OwnApp }>({
  hooksApp: ownAppFixture({
    name: 'webhook receivers',
    fake: { module: './backend/src/test/fake-webhook-endpoints', start: 'startFakeWebhookEndpoints' },
    env: () => ({ ...UNLIMITED, SMTP_URL: '' }),
  }),
  baseURL: async ({ hooksApp }, use) => use(hooksApp.url),
});

/** The admin `test` on a server that sends its email through a local SMTP server. */
const mailTest = adminTest.extend<object, { mailApp: OwnApp }>({
  mailApp: ownAppFixture({
    name: 'SMTP server',
    fake: { module: './backend/src/test/fake-smtp-inbox', start: 'startFakeSmtpInbox' },
    env: (_fakeUrl, fakeEnv) => ({
      ...UNLIMITED,
      SMTP_URL: fakeEnv.SMTP_URL,
      MAIL_FROM: 'Agency <team@agency.example>',
    }),
  }),
  baseURL: async ({ mailApp }, use) => use(mailApp.url),
});

/** Deliveries and emails go through the job queue: seconds on a busy machine. */
const QUEUE_TIMEOUT_MS = 45_000;

// each test waits for the job queue, and may first start its server
hooksTest.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS * 2 });

/** One POST a receiver path got (fake-webhook-endpoints.ts). */
type ReceivedWebhook = {
  path: string;
  verified: boolean;
  type: string | null;
  data: Record<string, unknown> | null;
};

/** One message the fake SMTP server accepted (fake-smtp-inbox.ts). */
type ReceivedEmail = { to: string[]; subject: string };

/** Opens a section of the Settings area from the header, then from the area's own navigation. */
async function openTab(page: Page, tab: 'Notifications' | 'Webhooks'): Promise<void> {
  await page.goto('/leads');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await nav.getByRole('link', { name: tab }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${tab.toLowerCase()}$`));
  await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
}

/** Waits for the toast with this title and text, then closes it so that the next one is its own. */
async function expectToast(page: Page, title: string, text?: string | RegExp): Promise<void> {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  if (text) await expect(shown).toContainText(text);
  // it closes itself after 5 s, which on a busy machine may come first
  await shown
    .getByRole('button', { name: 'Close notification' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(shown).toHaveCount(0);
}

/**
 * Reloads until `until` passes: the delivery lists show what the server had when they were
 * opened, as they would for a person, who reloads to see what came since.
 */
async function reloadUntil(page: Page, until: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await until();
  }).toPass({ timeout: QUEUE_TIMEOUT_MS, intervals: [1_000, 2_000] });
}

hooksTest.describe('Lead Management: Webhooks', () => {
  // the secret's Copy button writes to the clipboard, and the test reads it back from there
  hooksTest.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  hooksTest.beforeEach(async ({ adminPage }) => {
    await deleteAllEndpoints(adminPage.request);
  });

  function endpointCard(page: Page, url: string): Locator {
    return page.getByRole('article', { name: url });
  }

  /** The receiver's copy of the secret: what the admin pastes into their own system. */
  async function giveReceiverTheSecret(app: OwnApp, path: string, secret: string): Promise<void> {
    const response = await fetch(`${app.fakeUrl}/__fake/secret?path=${encodeURIComponent(path)}`, {
      method: 'PUT',
      body: secret,
    });
    expect(response.status).toBe(204);
  }

  async function received(app: OwnApp, path: string): Promise<ReceivedWebhook[]> {
    return (await app.fakeRequests<ReceivedWebhook>()).filter((request) => request.path === path);
  }

  /**
   * Opens the endpoint's deliveries (after a reload they start closed) and answers their table,
   * once they have come from the server (the table, or no delivery yet).
   */
  async function openDeliveries(page: Page, url: string): Promise<Locator> {
    const card = endpointCard(page, url);
    const toggle = card.getByRole('button', { name: `Deliveries to ${url}`, exact: true });
    await toggle.click();
    await expect(card.getByRole('button', { name: `Hide deliveries to ${url}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = card.getByRole('region', { name: `Deliveries to ${url}` });
    await expect(table.or(card.getByText('No deliveries yet'))).toBeVisible();
    return table;
  }

  function deliveryRow(table: Locator, eventType: string): Locator {
    return table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name: eventType }) });
  }

  hooksTest(
    'an endpoint shows its secret once, passes a test and logs each delivery',
    async ({ adminPage: page, hooksApp }) => {
      const path = `/hooks/${uniqueTag()}`;
      const url = `${hooksApp.fakeUrl}${path}`;
      await openTab(page, 'Webhooks');
      await expect(page.getByText('No endpoints yet')).toBeVisible();

      const form = page.getByRole('region', { name: 'Add endpoint' });
      await form.getByLabel('Endpoint URL').fill(url);
      await form.getByLabel('Description (optional)').fill('CRM sync');
      await form.getByRole('checkbox', { name: /^lead\.created/ }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // the secret, once: copied to the clipboard, then into the receiver
      const dialog = page.getByRole('dialog', { name: 'Endpoint added: copy its signing secret' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(url);
      await expect(dialog).toContainText('This secret will not be shown again.');
      const secretField = dialog.getByLabel('Signing secret');
      await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/=]{20,}$/);
      const secret = await secretField.inputValue();
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await expect(dialog.getByText('Copied to the clipboard.')).toBeVisible();
      const pasted = await page.evaluate(() => navigator.clipboard.readText());
      expect(pasted).toBe(secret);
      await giveReceiverTheSecret(hooksApp, path, pasted);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await expectToast(page, 'Endpoint added', `Events are now sent to ${url}.`);

      const card = endpointCard(page, url);
      await expect(card).toBeVisible();
      await expect(card.getByText('CRM sync')).toBeVisible();
      await expect(card.getByRole('list', { name: 'Events' })).toHaveText('lead.created');
      await expect(card.getByRole('switch', { name: `Send events to ${url}` })).toHaveAttribute('aria-checked', 'true');
      // never again on the page, not even after a reload
      expect(await page.content()).not.toContain(secret);
      await page.reload();
      await expect(card).toBeVisible();
      expect(await page.content()).not.toContain(secret);

      await card.getByRole('button', { name: `Send test to ${url}` }).click();
      await expectToast(page, 'Test delivered', /HTTP 204 in \d+ ms/);
      await expect(card.getByText('Last test:')).toBeVisible();
      await expect(card.getByText(/^HTTP 204 in \d+ ms$/)).toBeVisible();

      const deliveries = await openDeliveries(page, url);
      const testDelivery = deliveryRow(deliveries, 'webhook.test');
      await expect(testDelivery).toContainText('Sent');
      await expect(testDelivery).toContainText(/HTTP 204 in \d+ ms/);
      await expect(testDelivery.getByRole('button', { name: /^Resend msg_/ })).toBeEnabled();
      expect(await received(hooksApp, path)).toEqual([
        expect.objectContaining({ verified: true, type: 'webhook.test' }),
      ]);

      // a visitor's contact form: lead.created reaches the endpoint through the queue
      const email = `webhook-${uniqueTag()}@northwind.example`;
      await createLead(page.request, { email, name: 'Hook Reader' });
      await reloadUntil(page, async () => {
        const table = await openDeliveries(page, url);
        await expect(deliveryRow(table, 'lead.created')).toContainText('Sent', { timeout: 2_000 });
      });
      const leadDelivery = deliveryRow(page.getByRole('region', { name: `Deliveries to ${url}` }), 'lead.created');
      await expect(leadDelivery).toContainText(/HTTP 204 in \d+ ms/);
      await expect(page.getByText('Showing 2 of 2 deliveries')).toBeVisible();
      await settleAnimations(page);
      await expectNoAxeViolations(page, '/settings/webhooks with an endpoint and its deliveries');
      const verified = (await received(hooksApp, path)).filter((request) => request.type === 'lead.created');
      expect(verified).toEqual([expect.objectContaining({ verified: true })]);
      expect(verified[0].data).toMatchObject({ email, name: 'Hook Reader' });
    },
  );

  hooksTest('rotating the secret and deleting the endpoint each ask first', async ({ adminPage: page, hooksApp }) => {
    const path = `/hooks/${uniqueTag()}`;
    const url = `${hooksApp.fakeUrl}${path}`;
    const created = await createEndpoint(page.request, url);
    await giveReceiverTheSecret(hooksApp, path, created.secret);
    await openTab(page, 'Webhooks');
    const card = endpointCard(page, url);
    await expect(card).toBeVisible();

    const rotate = card.getByRole('button', { name: `Rotate secret of ${url}` });
    await rotate.click();
    const question = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await expect(question).toContainText(`The current secret of ${url} stops working at once`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await card.getByRole('button', { name: `Send test to ${url}` }).click();
    await expectToast(page, 'Test delivered');

    await rotate.click();
    await question.getByRole('button', { name: 'Rotate secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'New signing secret' });
    await expect(dialog).toBeVisible();
    const secretField = dialog.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    await expect(secretField).not.toHaveValue(created.secret);
    const secret = await secretField.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // as the question said: the receiver refuses the deliveries until it has the new secret
    await card.getByRole('button', { name: `Send test to ${url}` }).click();
    await expectToast(page, 'The test failed', /HTTP 401/);
    await giveReceiverTheSecret(hooksApp, path, secret);
    await card.getByRole('button', { name: `Send test to ${url}` }).click();
    await expectToast(page, 'Test delivered', /HTTP 204/);

    const remove = card.getByRole('button', { name: `Delete ${url}`, exact: true });
    await remove.click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
    await expect(confirmDelete).toContainText(`${url} and its delivery log will be deleted`);
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(card).toBeVisible();

    await remove.click();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Endpoint deleted', url);
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No endpoints yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No endpoints yet')).toBeVisible();
  });
});

async function deleteAllEndpoints(request: APIRequestContext): Promise<void> {
  const { webhookEndpoints } = await graphql<{ webhookEndpoints: { id: number }[] }>(
    request,
    '{ webhookEndpoints { id } }',
  );
  for (const { id } of webhookEndpoints) {
    await graphql(request, 'mutation Delete($id: Int!) { deleteWebhookEndpoint(id: $id) }', { id });
  }
}

async function createEndpoint(request: APIRequestContext, url: string): Promise<{ id: number; secret: string }> {
  const { createWebhookEndpoint } = await graphql<{
    createWebhookEndpoint: { endpoint: { id: number }; secret: string };
  }>(
    request,
    `
      mutation Create($input: CreateWebhookEndpointInput!) {
        createWebhookEndpoint(input: $input) {
          endpoint {
            id
          }
          secret
        }
      }
    `,
    { input: { url, description: 'Rotation check', eventTypes: ['lead.created'] } },
  );
  return { id: createWebhookEndpoint.endpoint.id, secret: createWebhookEndpoint.secret };
}

async function resetNotificationSettings(request: APIRequestContext): Promise<void> {
  await graphql(
    request,
    `
      mutation Reset($input: UpdateNotificationSettingsInput!) {
        updateNotificationSettings(input: $input) {
          recipients
        }
      }
    `,
    { input: { recipients: [], newLead: true, replyOverdue: true, paymentReceived: true } },
  );
}

function recipientList(page: Page): Locator {
  return page.getByRole('list', { name: 'Recipients' });
}

async function addRecipient(page: Page, address: string, how: 'Enter' | 'button'): Promise<void> {
  const input = page.getByLabel('Add a recipient');
  await input.fill(address);
  if (how === 'Enter') await input.press('Enter');
  else await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Settings updated', 'Your notification settings have been saved.');
  await expect(recipientList(page).getByRole('listitem').filter({ hasText: address })).toBeVisible();
  await expect(input).toHaveValue('');
}

hooksTest.describe('Lead Management: Notifications, email off', () => {
  hooksTest.beforeEach(async ({ adminPage }) => {
    await resetNotificationSettings(adminPage.request);
  });

  hooksTest('says email is off, and recipients are added and removed', async ({ adminPage: page }) => {
    const tag = uniqueTag();
    const first = `ops-${tag}@agency.example`;
    const second = `sales-${tag}@agency.example`;
    await openTab(page, 'Notifications');

    const notice = page.getByRole('complementary', { name: 'Email is off' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The server has no SMTP_URL, so no notification email is sent.');
    await expect(page.getByText('No recipients yet')).toBeVisible();
    await expect(page.getByText('No emails sent yet')).toBeVisible();

    // refused before saving
    const input = page.getByLabel('Add a recipient');
    await input.fill('not-an-address');
    await input.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'is not a valid email address' })).toHaveText(
      'not-an-address is not a valid email address.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Settings updated')).toHaveCount(0);

    await addRecipient(page, first, 'Enter');
    await addRecipient(page, second, 'button');
    await expect(recipientList(page).getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(recipientList(page).getByRole('listitem')).toContainText([first, second]);

    await recipientList(page)
      .getByRole('button', { name: `Remove ${first}` })
      .click();
    await expectToast(page, 'Settings updated');
    await expect(recipientList(page).getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
    await page.reload();
    await expect(recipientList(page).getByRole('listitem')).toHaveCount(1);
    await expect(recipientList(page)).toContainText(second);
  });

  hooksTest('each email switch is saved the moment it changes', async ({ adminPage: page }) => {
    await openTab(page, 'Notifications');
    const newLead = page.getByRole('switch', { name: 'New lead' });
    const overdue = page.getByRole('switch', { name: 'Reply overdue' });
    await expect(newLead).toHaveAttribute('aria-checked', 'true');
    await expect(overdue).toHaveAttribute('aria-checked', 'true');

    await newLead.click();
    await expectToast(page, 'Settings updated', 'Your notification settings have been saved.');
    await expect(newLead).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(newLead).toHaveAttribute('aria-checked', 'false');
    await expect(overdue).toHaveAttribute('aria-checked', 'true');

    await newLead.click();
    await expectToast(page, 'Settings updated');
    await expect(newLead).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(newLead).toHaveAttribute('aria-checked', 'true');
  });
});

mailTest.describe('Lead Management: Notifications, email on', () => {
  mailTest.beforeEach(async ({ adminPage }) => {
    await resetNotificationSettings(adminPage.request);
  });

  mailTest(
    "a new lead's email goes to each recipient and shows as sent in the delivery log",
    async ({ adminPage: page, mailApp }) => {
      const tag = uniqueTag();
      const recipient = `ops-${tag}@agency.example`;
      const lead = { name: `Grace ${tag}`, company: 'Hopper & Co', email: `grace-${tag}@hopper.example` };
      await openTab(page, 'Notifications');
      await expect(page.getByRole('heading', { name: 'Recipients' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Email is off' })).toHaveCount(0);
      await addRecipient(page, recipient, 'Enter');

      await createLead(page.request, lead);
      const subject = `New lead: ${lead.name} (${lead.company})`;
      const log = page.getByRole('region', { name: 'Delivery log table' });
      await reloadUntil(page, async () => {
        // the reloaded page has the log from the server (its table, or no email yet) before the
        // short look for the row: a slow machine took more than 2 s to render it after each reload
        await expect(log.or(page.getByText('No emails sent yet'))).toBeVisible();
        await expect(log.locator('tbody tr').filter({ hasText: subject })).toContainText('Sent', { timeout: 2_000 });
      });
      const row = log.locator('tbody tr').filter({ hasText: subject });
      await expect(row.getByRole('rowheader')).toContainText('New lead');
      await expect(row).toContainText(recipient);
      await expect(await cellInColumn(log, row, 'Attempts')).toHaveText('1');
      await settleAnimations(page);
      await expectNoAxeViolations(page, '/settings/notifications with a recipient and a sent email');

      const inbox = await mailApp.fakeRequests<ReceivedEmail>();
      expect(inbox.filter((mail) => mail.subject === subject)).toEqual([expect.objectContaining({ to: [recipient] })]);
    },
  );
});
