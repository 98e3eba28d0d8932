import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoAxeViolations, gotoLanding, PHONE_VIEWPORT, settleAnimations } from '../helpers';

const WELCOME = "Hello! I'm your AI marketing assistant. How can I help you today?";
const ERROR_REPLY = "I'm sorry, there was an error processing your request. Please try again later.";
const CHAT_URL = '**/api/elevenlabs/chat-with-voice';

/** The landing page hydrates at the first interaction; a key press is one that moves nothing. */
async function gotoPage(page: Page, path = '/'): Promise<void> {
  if (path === '/') await gotoLanding(page);
  else await page.goto(path);
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('chat-launcher')).toBeVisible({ timeout: 15_000 });
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open AI Marketing Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Marketing Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel's title is legible on its header: WCAG AA contrast (4.5:1) between the two colours. */
async function expectReadableTitle(panel: Locator): Promise<void> {
  const title = panel.getByRole('heading', { name: 'AI Marketing Assistant' });
  await expect(title).toBeVisible();
  const ratio = await title.evaluate((heading) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let surface: Element | null = heading;
    while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
    const [a, b] = [
      luminance(rgb(getComputedStyle(heading).color)),
      luminance(rgb(getComputedStyle(surface ?? document.body).backgroundColor)),
    ];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

async function ask(panel: Locator, question: string): Promise<void> {
  await panel.getByPlaceholder('Type your message...').fill(question);
  await panel.getByRole('button', { name: 'Send message' }).click();
}

test.describe('the chat assistant', () => {
  test("opens with the first message and answers a question from the agency's content", async ({ page }) => {
    await gotoPage(page);
    const panel = await openChat(page);
    await expect(panel.getByText(WELCOME)).toBeVisible();
    await expect(panel.getByPlaceholder('Type your message...')).toBeFocused();
    await expectReadableTitle(panel);

    // hold the reply back until the waiting state has been seen
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CHAT_URL, async (route) => {
      await held;
      await route.continue();
    });
    await ask(panel, 'How much is the content audit?');
    await expect(panel.getByPlaceholder('Type your message...')).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(panel.getByTestId('chat-typing')).toBeVisible();
    release();

    const reply = panel.getByTestId('chat-assistant-message').last();
    await expect(reply).toContainText('$499');
    await expect(reply).toContainText('Content Marketing Audit');
    await expect(reply.getByRole('link', { name: 'Buy the Content Marketing Audit' })).toHaveAttribute(
      'href',
      '/checkout?product=content-audit',
    );
    await expect(reply).not.toContainText('/checkout?product=');
    await expect(panel.getByPlaceholder('Type your message...')).toBeEnabled();
    await expect(panel.getByPlaceholder('Type your message...')).toBeFocused();
  });

  test('an answer about the packages lists them, each with a "Buy" link that opens its checkout', async ({ page }) => {
    await gotoPage(page);
    const panel = await openChat(page);
    await ask(panel, 'What packages do you have and what do they cost?');
    const reply = panel.getByTestId('chat-assistant-message').last();
    const packages = reply.getByRole('list').getByRole('listitem');
    await expect(packages).toHaveCount(4);
    expect(await reply.innerText(), 'no line starts with a raw "- " bullet').not.toMatch(/^\s*- /m);
    await expect(reply).not.toContainText('/checkout?product=');
    await expect(packages.nth(2)).toContainText('AI Marketing Strategy: $999');
    await packages.nth(2).getByRole('link', { name: 'Buy the AI Marketing Strategy' }).click();
    await expect(page).toHaveURL(/\/checkout\?product=ai-strategy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeVisible();
  });

  test('a new answer longer than the panel is shown from its first line', async ({ page }) => {
    await gotoPage(page);
    const panel = await openChat(page);
    await ask(panel, 'What services do you offer?');
    const reply = panel.getByTestId('chat-assistant-message').last();
    await expect(reply.getByRole('listitem')).toHaveCount(6);
    const conversation = panel.getByRole('log', { name: 'Conversation' });
    const [answer, list] = [await reply.boundingBox(), await conversation.boundingBox()];
    // the case this test is about: scrolled to its end, the answer's start would be out of sight
    expect(answer!.height).toBeGreaterThan(list!.height);
    await expect
      .poll(async () => (await reply.boundingBox())!.y - (await conversation.boundingBox())!.y)
      .toBeGreaterThanOrEqual(0);
    await expect(reply.getByText("We're an AI-powered marketing agency")).toBeInViewport();
    const scrolled = await conversation.evaluate((element) => element.scrollTop);
    expect(scrolled, 'the conversation scrolled down to the answer').toBeGreaterThan(0);
  });

  test('a tap on the chat button before the page is live opens the chat once it is', async ({ page }) => {
    // the code that makes a prerendered page live arrives late, as on a slow phone
    await page.route('**/assets/startApp-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/privacy');
    await page.getByTestId('chat-launcher').click();
    await expect(page.getByRole('dialog', { name: 'AI Marketing Assistant' })).toBeVisible({ timeout: 15_000 });
  });

  test('does not send a whitespace-only message', async ({ page }) => {
    await gotoPage(page);
    const panel = await openChat(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/elevenlabs/chat-with-voice'))
        sent.push((request.postDataJSON() as { message: string }).message);
    });
    await panel.getByPlaceholder('Type your message...').fill('   ');
    await panel.getByPlaceholder('Type your message...').press('Enter');
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(panel.getByTestId(/chat-(user|assistant)-message/)).toHaveCount(1);

    // a real question after them, answered: a blank one sent before it would have gone first
    await ask(panel, 'How do I book a call?');
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('30-minute');
    expect(sent).toEqual(['How do I book a call?']);
    await expect(panel.getByTestId('chat-user-message')).toHaveCount(1);
  });

  test('minimises and restores; closing and opening again shows it expanded; Escape closes', async ({ page }) => {
    await gotoPage(page);
    let panel = await openChat(page);
    await panel.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(panel.getByPlaceholder('Type your message...')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Restore chat' }).click();
    await expect(panel.getByPlaceholder('Type your message...')).toBeVisible();

    await panel.getByRole('button', { name: 'Minimise chat' }).click();
    await page.getByRole('button', { name: 'Close AI Marketing Assistant' }).click();
    await expect(panel).toBeHidden();
    panel = await openChat(page);
    await expect(panel.getByPlaceholder('Type your message...')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open AI Marketing Assistant' })).toBeFocused();
  });

  test('shows the error reply when the server fails', async ({ page, pageProblems }) => {
    await gotoPage(page);
    const panel = await openChat(page);
    await page.route(CHAT_URL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"error":"Internal server error"}',
      }),
    );
    await ask(panel, 'Hello?');
    await expect(panel.getByTestId('chat-assistant-message').last()).toHaveText(`Assistant: ${ERROR_REPLY}`);
    await expect(panel.getByPlaceholder('Type your message...')).toBeEnabled();
    // the failure this test provokes is expected; anything else still fails the test
    const expected = (problem: string) =>
      problem.includes('/api/elevenlabs/chat-with-voice') || problem.includes('status of 500');
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !expected(problem)));
  });

  test('keeps the conversation after a reload and after navigating to another page', async ({ page }) => {
    await gotoPage(page);
    let panel = await openChat(page);
    await ask(panel, 'What is your refund policy?');
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('full refund');

    // (a request of the old page that the reload cuts short is expected: fixtures.ts excuses it)
    await page.reload();
    await gotoPage(page);
    panel = await openChat(page);
    await expect(panel.getByText('What is your refund policy?')).toBeVisible();
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('full refund');

    await page.getByRole('button', { name: 'Close AI Marketing Assistant' }).click();
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    panel = await openChat(page);
    await expect(panel.getByText('What is your refund policy?')).toBeVisible();
    await expect(panel.getByTestId(/chat-(user|assistant)-message/)).toHaveCount(3);
  });

  test('has no WCAG 2 A/AA violation with the panel open', async ({ page }) => {
    await gotoPage(page, '/privacy');
    const panel = await openChat(page);
    await ask(panel, 'How do I book a call?');
    await expect(panel.getByTestId('chat-assistant-message').last()).toContainText('30-minute');
    await settleAnimations(page);
    await expectNoAxeViolations(page, '/privacy with the chat panel open');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('the round button leaves the end of the page uncovered, and the panel fits the screen', async ({ page }) => {
      await gotoPage(page);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const launcher = await page.getByTestId('chat-launcher').boundingBox();
      const controls = await page.locator('footer a, footer button').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      expect(launcher).not.toBeNull();
      const covered = controls.filter((box) => overlap(box, launcher!));
      expect(covered, 'footer controls under the chat button').toEqual([]);

      const panel = await openChat(page);
      const panelBox = await panel.boundingBox();
      expect(panelBox!.x).toBeGreaterThanOrEqual(0);
      expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      expect(panelBox!.y).toBeGreaterThanOrEqual(0);
      await expect(panel.getByPlaceholder('Type your message...')).toBeInViewport();
    });
  });
});
