import { createHmac } from 'node:crypto';
import { expectNoAxeViolations } from '../helpers';
import { ADMIN_TEST_TIMEOUT_MS, expect, test, uniqueTag } from './adminFixtures';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT_MS });

/**
 * Cal.com's BOOKING_CREATED as its documentation shows it (the server's fixture
 * backend/src/modules/bookings/fixtures/cal-booking-created.json, cut to what a booking reads;
 * written out because the browser specs are compiled apart from the server).
 */
function calBookingCreated(tag: string, start: Date) {
  const email = `call-${tag}@example.com`;
  const name = `Call Invitee ${tag}`;
  return {
    triggerEvent: 'BOOKING_CREATED',
    createdAt: new Date().toISOString(),
    payload: {
      type: '30min',
      title: `30 Min Meeting between Agency and ${name}`,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      organizer: { id: 5, name: 'Agency', email: 'calls@agency.example', timeZone: 'Europe/London' },
      responses: {
        name: { label: 'your_name', value: name },
        email: { label: 'email_address', value: email },
      },
      attendees: [{ email, name, timeZone: 'Europe/Berlin', language: { locale: 'en' } }],
      uid: `e2e-${tag}`,
      eventTitle: '30 Min Meeting',
      eventTypeId: 7,
      bookingId: 91,
      status: 'ACCEPTED',
    },
  };
}

test('a Cal.com booking, signed with the secret set in Settings → Scheduling, shows on the dashboard and on its lead', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const secret = `cal-secret-${tag}`;

  // a direct link: the server answers the route with the app
  await page.goto('/settings/scheduling');
  const cal = page.getByRole('region', { name: 'Cal.com' });
  await expect(cal.getByLabel('Cal.com webhook URL')).toHaveValue(/\/api\/bookings\/cal$/);
  await expectNoAxeViolations(page, '/settings/scheduling');
  await cal.getByLabel('Cal.com webhook secret').fill(secret);
  await cal.getByLabel('Cal.com webhook secret').press('Enter');
  await expect(cal.getByText('Set up', { exact: true })).toBeVisible();
  await expect(cal.getByLabel('Saved value, masked')).toHaveText(`••••••••${secret.slice(-4)}`);

  const start = new Date(Date.now() + 2 * 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  const body = JSON.stringify(calBookingCreated(tag, start));
  const delivered = await page.request.post('/api/bookings/cal', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-cal-signature-256': createHmac('sha256', secret).update(body).digest('hex'),
    },
  });
  expect(delivered.status()).toBe(200);

  await page.reload();
  await expect(cal.getByText(/^Last event received: /)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming calls' });
  const invitee = upcoming.getByRole('listitem').filter({ hasText: `Call Invitee ${tag}` });
  await expect(invitee).toContainText('30 Min Meeting');
  await invitee.getByRole('link', { name: `Call Invitee ${tag}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Call Invitee ${tag}` })).toBeVisible();
  const call = page.getByRole('region', { name: 'Calls' }).getByRole('listitem');
  await expect(call).toContainText('30 Min Meeting');
  await expect(call).toContainText('Scheduled');
  await expect(call).toContainText('Booked in Cal.com');
  await expect(call).toContainText('(Europe/Berlin)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // the secret removed, Cal.com's events are refused again
  await page.goto('/settings/scheduling');
  await cal.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove the Cal.com webhook secret?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(cal.getByText('Not set up', { exact: true })).toBeVisible();
  await expect(cal.getByLabel('Cal.com webhook secret')).toBeFocused();
  const refused = await page.request.post('/api/bookings/cal', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-cal-signature-256': createHmac('sha256', secret).update(body).digest('hex'),
    },
  });
  expect(refused.status()).toBe(400);
});
