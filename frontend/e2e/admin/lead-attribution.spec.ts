import { fillContactForm, submitContactForm } from '../contactFormFill';
import { ADMIN_TEST_TIMEOUT_MS, expect, graphql, uniqueTag } from './adminFixtures';
import { enableConversionsApi, installPageClock, leadEventsFor, metaAppTest, waitLikeAPerson } from './metaApp';

// the production spam guard (3 s): this visitor is as slow as a person
const test = metaAppTest();

type GraphQLTouch = Record<string, string | null> | null;
type RestTouch = Record<string, string | null> | null;

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

test('a lead keeps the campaign that first brought the visitor and the one it was sent from', async ({
  page,
  context,
  metaApp,
}) => {
  const tag = uniqueTag();
  const email = `attributed.${tag}@example.com`;
  await enableConversionsApi(page.request);
  await installPageClock(page);

  // the first visit, from a paid campaign, then another page of the site
  await page.goto('/?utm_source=spring&utm_medium=cpc&utm_campaign=launch&fbclid=AbC123');
  await page.goto('/privacy');

  // later, a new tab from the newsletter: the application is sent from there
  const tab = await context.newPage();
  await tab.goto('/?utm_source=newsletter');
  await tab.locator('#contact').scrollIntoViewIfNeeded();
  await expect(tab.getByRole('form', { name: 'Application form' })).toBeVisible({ timeout: 15_000 });
  await fillContactForm(tab, `Attributed ${tag}`, email);
  await waitLikeAPerson(tab);
  await submitContactForm(tab);

  const { leads } = await graphql<{
    leads: { nodes: { id: number; email: string; firstTouch: GraphQLTouch; lastTouch: GraphQLTouch }[] };
  }>(
    page.request,
    `
      query ($search: String) {
        leads(filter: { search: $search }) {
          nodes {
            id
            email
            firstTouch {
              source
              medium
              campaign
              fbclid
              landingPath
              at
            }
            lastTouch {
              source
              medium
              campaign
              fbclid
              landingPath
              at
            }
          }
        }
      }
    `,
    { search: email },
  );
  const lead = leads.nodes.find((node) => node.email === email);
  expect(lead, 'the lead through GraphQL').toBeDefined();
  expect(lead?.firstTouch).toMatchObject({ source: 'spring', medium: 'cpc', campaign: 'launch', fbclid: 'AbC123' });
  expect(lead?.lastTouch).toMatchObject({ source: 'newsletter', medium: null, campaign: null, fbclid: null });

  const rest = await page.request.get(`/api/leads?search=${encodeURIComponent(email)}`);
  expect(rest.status()).toBe(200);
  const restLead = (
    (await rest.json()) as { data: { email: string; first_touch: RestTouch; last_touch: RestTouch }[] }
  ).data.find((candidate) => candidate.email === email);
  expect(restLead?.first_touch).toMatchObject({
    source: 'spring',
    medium: 'cpc',
    campaign: 'launch',
    fbclid: 'AbC123',
  });
  expect(restLead?.last_touch).toMatchObject({ source: 'newsletter' });

  const csv = await page.request.get(
    `/api/leads/export?search=${encodeURIComponent(email)}&first_touch_source=spring&first_touch_campaign=launch`,
  );
  expect(csv.status()).toBe(200);
  const [header, row] = (await csv.text()).trim().split(/\r?\n/);
  const columns = header.split(',');
  const cells = row.split(',');
  const cell = (name: string) => cells[columns.indexOf(name)];
  expect(cell('first_touch_source')).toBe('spring');
  expect(cell('first_touch_medium')).toBe('cpc');
  expect(cell('first_touch_campaign')).toBe('launch');
  expect(cell('first_touch_fbclid')).toBe('AbC123');
  expect(cell('last_touch_source')).toBe('newsletter');

  await page.goto(`/leads/lifecycle/${lead?.id}`);
  const card = page.getByRole('region', { name: 'Source & attribution' });
  // the back office's code loads on demand: slow on a busy machine
  await expect(card).toBeVisible({ timeout: 30_000 });
  const first = card.getByRole('region', { name: 'First touch' });
  await expect(first.getByText('spring', { exact: true })).toBeVisible();
  await expect(first.getByText('cpc', { exact: true })).toBeVisible();
  await expect(first.getByText('launch', { exact: true })).toBeVisible();
  await expect(first.getByText('AbC123', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Last touch' }).getByText('newsletter', { exact: true })).toBeVisible();

  // the Conversions API Lead event carries Meta's click id from the ad click, as Meta spells it
  await expect.poll(async () => (await leadEventsFor(metaApp, email)).length).toBe(1);
  const [event] = await leadEventsFor(metaApp, email);
  expect((event.user_data as { fbc?: string }).fbc).toMatch(/^fb\.1\.\d{13}\.AbC123$/);
});
