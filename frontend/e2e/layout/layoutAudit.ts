import type { Page } from '@playwright/test';

/** What one audit looks at: the whole page, or only an open overlay (a menu, the chat panel, a toast). */
export type AuditScope = {
  /**
   * CSS selectors of the parts whose controls are checked (the open menu, its toggle, the chat
   * panel...). Without them every control of the page is checked.
   */
  within?: readonly string[];
  /** Also check the controls that float over the page (position: fixed): a toast must leave them free. */
  fixedControls?: boolean;
  /**
   * Check what the floating controls (chat button, floating menu button) cover of the page's text
   * where no scrolling can move it out from under them. Done in the page's base state only.
   */
  floatingCover?: boolean;
};

/**
 * Runs the layout checks in the page and returns one line per problem (empty when the layout is
 * sound). It scrolls the page and its scroll containers while it works.
 *
 * - the page never scrolls sideways (document.scrollingElement.scrollWidth <= innerWidth);
 * - every visible control, scrolled into view, gets the pointer at its centre
 *   (`elementFromPoint` hits it or something inside it) and is shown whole, not clipped by an
 *   ancestor's overflow or the window, nor its label cut short with an ellipsis;
 * - every control is at least 24×24 px, except links inside running text and targets whose
 *   24 px circle touches no other target (WCAG 2.2, 2.5.8 target size minimum);
 * - a table's last column can be scrolled into view whole;
 * - with `floatingCover`: at the top of the page, nothing in the header or the hero lies under
 *   a floating control, and nothing lies under a floating control where scrolling cannot move it
 *   away (under a top one at the very top, under a bottom one at the very bottom).
 */
export async function auditLayout(page: Page, scope: AuditScope = {}): Promise<string[]> {
  const problems: string[] = [];
  if (scope.floatingCover) {
    for (const end of ['top', 'bottom'] as const) {
      await scrollPageTo(page, end);
      problems.push(...(await page.evaluate(coveredByFloatingControls, end)));
    }
    // the element checks start from the top, where the page opens (the floating menu shows or not as it does there)
    await scrollPageTo(page, 'top');
  }
  problems.push(...(await page.evaluate(checkControls, scope)));
  return problems;
}

/** Jumps to the top or bottom of the page and lets observers (the floating menu's) react. */
async function scrollPageTo(page: Page, where: PageEnd): Promise<void> {
  await page.evaluate(async (to) => {
    const root = document.scrollingElement ?? document.documentElement;
    window.scrollTo({ top: to === 'top' ? 0 : root.scrollHeight, left: 0, behavior: 'instant' });
    // two frames for IntersectionObserver callbacks and the renders they cause, then one more to paint
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, where);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

// ---- in the page ----
// The functions below are sent to the browser with page.evaluate: each is self-contained (its
// helpers are declared inside it) because only its source text travels.

type PageEnd = 'top' | 'bottom';
type Box = { left: number; top: number; right: number; bottom: number };

/** The page-wide and per-control checks of `auditLayout`. */
function checkControls(scope: AuditScope): string[] {
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="menuitem"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(', ');
  const MIN_TARGET = 24;
  const problems: string[] = [];
  const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };

  const round = (value: number) => Math.round(value);
  const size = (box: Box) => `${round(box.right - box.left)}×${round(box.bottom - box.top)} px`;
  const at = (box: Box) => `${size(box)} at (${round(box.left)}, ${round(box.top)})`;
  const text = (value: string | null | undefined, max = 48) => {
    const clean = (value ?? '').replace(/\s+/g, ' ').trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  };
  const nameOf = (element: Element) =>
    text(
      element.getAttribute('aria-label') ??
        (element instanceof HTMLElement ? element.innerText : element.textContent) ??
        '',
    ) ||
    text(
      element.getAttribute('placeholder') ??
        element.getAttribute('title') ??
        element.getAttribute('name') ??
        (element instanceof HTMLInputElement ? element.value : ''),
    );
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const testId = element.getAttribute('data-testid');
    const name = nameOf(element);
    const own = `${tag}${role ? `[role=${role}]` : ''}${element.id ? `#${element.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}${name ? ` "${name}"` : ''}`;
    const landmark = element.parentElement?.closest(
      'header, nav, main, footer, aside, form, table, [role="dialog"], [role="region"], section[id], section[aria-label]',
    );
    if (!landmark) return own;
    const label = landmark.getAttribute('aria-label');
    const where = `${landmark.tagName.toLowerCase()}${landmark.id ? `#${landmark.id}` : ''}${label ? ` "${text(label, 32)}"` : ''}`;
    return `${own} in ${where}`;
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const boxOf = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  };

  /** Hidden on purpose: not rendered, transparent, invisible, clipped to nothing, aria-hidden or inert. */
  const hiddenOnPurpose = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) {
      return true;
    }
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return true;
    if (element.closest('[aria-hidden="true"], [inert]')) return true;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/inset\(50%\)|circle\(0/.test(style.clipPath)) return true;
      if (style.position === 'absolute' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
    }
    // moved out of the document (a skip link waiting above the top edge, or far to the left)
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    return rect.right + scrollX <= 0 || rect.bottom + scrollY <= 0;
  };

  /** The part of `element` its clipping ancestors (overflow other than visible) and the window let show. */
  const visiblePart = (element: Element): { box: Box; clippedBy: Element | null } => {
    let box = boxOf(element);
    let clippedBy: Element | null = null;
    let mode = getComputedStyle(element).position;
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      const makesContainingBlock = style.transform !== 'none' || style.filter !== 'none' || style.contain === 'paint';
      const inChain =
        mode === 'fixed' ? makesContainingBlock : mode === 'absolute' ? style.position !== 'static' || makesContainingBlock : true;
      if (!inChain) continue;
      mode = style.position;
      if (node === document.body) continue;
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (clipsX || clipsY) {
        const outer = node.getBoundingClientRect();
        const inner: Box = {
          left: outer.left + node.clientLeft,
          top: outer.top + node.clientTop,
          right: outer.left + node.clientLeft + node.clientWidth,
          bottom: outer.top + node.clientTop + node.clientHeight,
        };
        const before = box;
        box = intersect(box, {
          left: clipsX ? inner.left : -Infinity,
          right: clipsX ? inner.right : Infinity,
          top: clipsY ? inner.top : -Infinity,
          bottom: clipsY ? inner.bottom : Infinity,
        });
        if (!clippedBy && (box.right - box.left < before.right - before.left - 1 || box.bottom - box.top < before.bottom - before.top - 1)) {
          clippedBy = node;
        }
      }
      if (mode === 'fixed') break;
    }
    return { box: intersect(box, viewport), clippedBy };
  };

  // ---- the page never scrolls sideways ----
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > window.innerWidth) {
    const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (hiddenOnPurpose(element)) return false;
      return element.getBoundingClientRect().right + window.scrollX > window.innerWidth + 0.5 && visiblePart(element).clippedBy === null;
    });
    const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
    problems.push(
      `the page scrolls sideways: ${scroller.scrollWidth} px wide in a ${window.innerWidth} px window; too wide: ${
        outermost
          .slice(0, 5)
          .map((element) => `${describe(element)} (${at(boxOf(element))})`)
          .join('; ') || 'nothing found'
      }`,
    );
  }

  // ---- which controls ----
  const all = Array.from(document.querySelectorAll(INTERACTIVE));
  const roots = (scope.within ?? []).flatMap((selector) => Array.from(document.querySelectorAll(selector)));
  const inFixedLayer = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };
  const controls = all.filter(
    (element) =>
      !hiddenOnPurpose(element) &&
      (!scope.within || roots.some((root) => root.contains(element)) || (scope.fixedControls === true && inFixedLayer(element))),
  );

  // ---- each control, scrolled into view ----
  const receivesPointer = (element: Element, hit: Element | null) => {
    if (!hit) return false;
    if (element === hit || element.contains(hit)) return true;
    const label = hit.closest('label');
    return label !== null && label.control === element;
  };
  const coverOf = (hit: Element): string => {
    const control = hit.closest(INTERACTIVE);
    const shown = control ?? hit;
    let layer: Element | null = null;
    for (let node: Element | null = shown; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') {
        layer = node;
        break;
      }
    }
    const layerText = layer && layer !== shown ? `, part of the ${getComputedStyle(layer).position} ${describe(layer)}` : '';
    return `${describe(shown)} (${at(boxOf(shown))}${layerText})`;
  };
  const inlineInRunningText = (element: Element): boolean => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block || !(element instanceof HTMLElement)) return false;
    return block.innerText.trim().length - element.innerText.trim().length >= 3;
  };
  const distanceToBox = (x: number, y: number, box: Box) => {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    return Math.hypot(dx, dy);
  };
  /** WCAG 2.5.8's spacing exception: a 24 px circle on the target's centre meets no other target nor its circle. */
  const spacedEnough = (element: Element, box: Box) => {
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    return all.every((other) => {
      if (other === element || other.contains(element) || element.contains(other) || hiddenOnPurpose(other)) return true;
      const otherBox = boxOf(other);
      if (distanceToBox(x, y, otherBox) < MIN_TARGET / 2) return false;
      const small = otherBox.right - otherBox.left < MIN_TARGET - 0.5 || otherBox.bottom - otherBox.top < MIN_TARGET - 0.5;
      const ox = (otherBox.left + otherBox.right) / 2;
      const oy = (otherBox.top + otherBox.bottom) / 2;
      return !small || Math.hypot(x - ox, y - oy) >= MIN_TARGET;
    });
  };

  for (const element of controls) {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = boxOf(element);
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    const { box: shown, clippedBy } = visiblePart(element);
    const shownWidth = Math.max(0, shown.right - shown.left);
    const shownHeight = Math.max(0, shown.bottom - shown.top);

    if (shownWidth < 1 || shownHeight < 1) {
      problems.push(
        `out of reach: ${describe(element)} (${at(box)}) cannot be scrolled into view${clippedBy ? `; ${describe(clippedBy)} hides it` : ' (outside the window)'}`,
      );
      continue;
    }
    // taller than the window: only its width must show
    const mustShowHeight = Math.min(height, window.innerHeight);
    if (shownWidth < width - 1 || shownHeight < mustShowHeight - 1) {
      problems.push(
        `clipped: ${describe(element)} shows ${round(shownWidth)}×${round(shownHeight)} of its ${size(box)}, cut by ${
          clippedBy ? `${describe(clippedBy)} (overflow ${getComputedStyle(clippedBy).overflowX}/${getComputedStyle(clippedBy).overflowY})` : 'the edge of the window'
        }`,
      );
    }

    const x = Math.min(Math.max((box.left + box.right) / 2, shown.left + 0.5), shown.right - 0.5);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, shown.top + 0.5), shown.bottom - 0.5);
    const hit = document.elementFromPoint(x, y);
    if (!receivesPointer(element, hit)) {
      problems.push(`covered: ${describe(element)} (${at(box)}) lies under ${hit ? coverOf(hit) : 'nothing clickable'}`);
    }

    for (const node of [element, ...Array.from(element.querySelectorAll('*'))]) {
      if (getComputedStyle(node).textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1) {
        problems.push(
          `text cut short: ${describe(element)} needs ${node.scrollWidth} px for "${text(node.textContent)}" but has ${node.clientWidth} px`,
        );
        break;
      }
    }

    if ((width < MIN_TARGET - 0.5 || height < MIN_TARGET - 0.5) && !inlineInRunningText(element) && !spacedEnough(element, box)) {
      problems.push(`target too small: ${describe(element)} is ${size(box)} (at least 24×24 px, or 24 px clear around it)`);
    }
  }

  // ---- a table's last column stays reachable ----
  if (!scope.within) {
    for (const table of Array.from(document.querySelectorAll('table, [role="table"], [role="grid"]'))) {
      if (hiddenOnPurpose(table)) continue;
      const rows = Array.from(table.querySelectorAll('tr, [role="row"]')).slice(0, 4);
      for (const row of rows) {
        const cells = Array.from(row.children).filter((cell) => !hiddenOnPurpose(cell));
        const last = cells[cells.length - 1];
        if (!last) continue;
        last.scrollIntoView({ block: 'center', inline: 'end', behavior: 'instant' });
        const box = boxOf(last);
        const { box: shown, clippedBy } = visiblePart(last);
        if (shown.right - shown.left < box.right - box.left - 1) {
          problems.push(
            `last column out of reach: ${describe(table)} cell "${text((last as HTMLElement).innerText, 32)}" (${at(box)}) shows ${round(Math.max(0, shown.right - shown.left))} px of its width, cut by ${
              clippedBy ? describe(clippedBy) : 'the edge of the window'
            }`,
          );
          break;
        }
      }
    }
  }

  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return problems;
}

/**
 * Text and controls under a floating control (position: fixed, outside any open panel) that no
 * scrolling can uncover: at the top of the page, anything under a control pinned near the top
 * edge, and anything of the header or the hero under any control; at the bottom, anything under
 * a control pinned near the bottom edge.
 */
function coveredByFloatingControls(where: PageEnd): string[] {
  const problems: string[] = [];
  const round = (value: number) => Math.round(value);
  const text = (value: string | null | undefined, max = 48) => {
    const clean = (value ?? '').replace(/\s+/g, ' ').trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  };
  const fixedRoot = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return node;
    }
    return null;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [inert]');

  const controls = Array.from(document.querySelectorAll('a[href], button, [role="button"]')).filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width >= 2 && rect.height >= 2 && visible(element) && fixedRoot(element) !== null;
  });

  const firstScreen = (element: Element) => element.closest('header, [role="banner"], #hero') !== null;
  const pinnedTop = (rect: DOMRect) => rect.top + rect.height / 2 < window.innerHeight / 2;

  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    const pinned = where === 'top' ? pinnedTop(rect) : !pinnedTop(rect);
    const layer = fixedRoot(control);
    const name = text(control.getAttribute('aria-label') ?? (control as HTMLElement).innerText);
    const covered = new Set<string>();

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || fixedRoot(parent) !== null || !visible(parent)) continue;
      if (!pinned && !(where === 'top' && firstScreen(parent))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const left = Math.max(line.left, rect.left);
        const right = Math.min(line.right, rect.right);
        const top = Math.max(line.top, rect.top);
        const bottom = Math.min(line.bottom, rect.bottom);
        if (right - left < 2 || bottom - top < 2) continue;
        // only if the control really is on top there
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (!hit || !layer?.contains(hit)) continue;
        covered.add(`"${text(parent.innerText || node.textContent, 60)}" (${parent.tagName.toLowerCase()})`);
        break;
      }
    }
    if (covered.size > 0) {
      problems.push(
        `at the ${where} of the page the floating ${control.tagName.toLowerCase()} "${name}" (${round(rect.width)}×${round(rect.height)} px at (${round(rect.left)}, ${round(rect.top)})) covers ${Array.from(covered).slice(0, 4).join(', ')}`,
      );
    }
  }
  return problems;
}
