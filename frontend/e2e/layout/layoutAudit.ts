import type { Page } from '@playwright/test';
import { settleAnimations } from '../helpers';

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
   * where no scrolling can move it out from under them. For the page at rest only.
   */
  floatingCover?: boolean;
  /** Tables must fit their box without scrolling sideways (desktop widths: the back office's home). */
  tablesFit?: boolean;
};

type PageEnd = 'top' | 'bottom';

/** One run of the checks in the page: the controls (and page width), or what floating controls cover at one end. */
type AuditTask = { kind: 'controls'; scope: AuditScope } | { kind: 'floating'; end: PageEnd };

/**
 * Runs the layout checks in the page and returns one line per problem (empty when the layout is
 * sound). With `floatingCover` the page ends at its top; otherwise it is left scrolled as it was.
 *
 * - the page never scrolls sideways (its scrolling element is no wider than the window);
 * - every visible control, scrolled into view, gets the pointer at its centre
 *   (`elementFromPoint` hits it or something inside it) and is shown whole, not clipped by an
 *   ancestor's overflow or the window, nor its label cut short with an ellipsis;
 * - every control is at least 24×24 px, except links inside running text and targets whose
 *   24 px circle touches no other target (WCAG 2.2, 2.5.8 target size minimum);
 * - a table's last column can be scrolled into view whole, and with `tablesFit` the table needs no
 *   sideways scrolling at all;
 * - with `floatingCover`: at the top of the page, nothing of the header or the hero lies under a
 *   floating control, and nothing lies under one where scrolling cannot move it away (under a
 *   control pinned near the top edge at the very top, near the bottom edge at the very bottom).
 */
export async function auditLayout(page: Page, scope: AuditScope = {}): Promise<string[]> {
  const problems: string[] = [];
  if (scope.floatingCover) {
    // top last: the controls are then checked from where the page opens (the floating menu shows or hides as it does there)
    for (const end of ['bottom', 'top'] as const) {
      await scrollPageTo(page, end === 'top' ? 0 : Number.MAX_SAFE_INTEGER);
      problems.push(...(await page.evaluate(layoutProblems, { kind: 'floating', end } satisfies AuditTask)));
    }
  }
  problems.push(...(await page.evaluate(layoutProblems, { kind: 'controls', scope } satisfies AuditTask)));
  return problems;
}

/** Jumps to `top` and lets observers (the floating menu's) react and their changes finish. */
async function scrollPageTo(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    // IntersectionObserver callbacks and the renders they cause
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, top);
  await settleAnimations(page);
}

/**
 * The checks, in the page. Sent with page.evaluate, so it is self-contained: only its source text
 * travels, and its helpers are declared inside it.
 */
function layoutProblems(task: AuditTask): string[] {
  type Box = { left: number; top: number; right: number; bottom: number };
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
  // a scroll into view centres a box below the scroll padding (room for a sticky header): one
  // taller than that room but not than the window cannot show whole, and is not cut because of it
  const scrollport =
    window.innerHeight - (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);

  // Styles do not change while this runs (only scroll positions do): read each element's once.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };

  const round = (value: number) => Math.round(value);
  const size = (box: Box) => `${round(box.right - box.left)}×${round(box.bottom - box.top)} px`;
  const at = (box: Box) => `${size(box)} at (${round(box.left)}, ${round(box.top)})`;
  const text = (value: string | null | undefined, max = 48) => {
    const clean = (value ?? '').replace(/\s+/g, ' ').trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  };
  const nameOf = (element: Element) =>
    text(element.getAttribute('aria-label') ?? (element instanceof HTMLElement ? element.innerText : '')) ||
    text(
      element.getAttribute('placeholder') ??
        element.getAttribute('title') ??
        element.getAttribute('name') ??
        (element instanceof HTMLInputElement ? element.value : ''),
    );
  const describeElement = (element: Element): string => {
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
    return `${own} in ${landmark.tagName.toLowerCase()}${landmark.id ? `#${landmark.id}` : ''}${label ? ` "${text(label, 32)}"` : ''}`;
  };
  const boxOf = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const fixedLayerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (styleOf(node).position === 'fixed') return node;
    }
    return null;
  };

  /** Hidden on purpose: not rendered, transparent, invisible, clipped to nothing, aria-hidden, inert, or moved off the page. */
  const hiddenCache = new Map<Element, boolean>();
  const hiddenOnPurpose = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    let hidden = !element.checkVisibility({
      opacityProperty: true,
      visibilityProperty: true,
      contentVisibilityAuto: true,
    });
    const rect = element.getBoundingClientRect();
    hidden ||= rect.width < 2 || rect.height < 2 || element.closest('[aria-hidden="true"], [inert]') !== null;
    for (let node: Element | null = element; node && !hidden && node !== document.body; node = node.parentElement) {
      const style = styleOf(node);
      hidden =
        /inset\(50%\)|circle\(0/.test(style.clipPath) || /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip);
    }
    // a skip link waiting above the top edge, or something parked far to the left
    hidden ||= rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0;
    hiddenCache.set(element, hidden);
    return hidden;
  };

  // Scrolling elements into view moves the page and its scroll containers: note where each was.
  const scrolled = new Map<Element, [number, number]>();
  const noteScrollers = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (!scrolled.has(node) && (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight)) {
        scrolled.set(node, [node.scrollLeft, node.scrollTop]);
      }
    }
  };
  const restoreScrollers = () => {
    for (const [node, [left, top]] of scrolled) node.scrollTo({ left, top, behavior: 'instant' });
  };
  const scrollIntoView = (element: Element, inline: ScrollLogicalPosition) => {
    noteScrollers(element);
    element.scrollIntoView({ block: 'center', inline, behavior: 'instant' });
  };

  /** The part of `element` its clipping ancestors (overflow other than visible) and the window let show. */
  const visiblePart = (element: Element): { box: Box; clippedBy: Element | null } => {
    let box = boxOf(element);
    let clippedBy: Element | null = null;
    let position = styleOf(element).position;
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const style = styleOf(node);
      const containsFixed = style.transform !== 'none' || style.filter !== 'none' || style.contain === 'paint';
      // an absolute or fixed box escapes the overflow of ancestors that are not its containing block
      const inChain =
        position === 'fixed'
          ? containsFixed
          : position === 'absolute'
            ? style.position !== 'static' || containsFixed
            : true;
      if (!inChain) continue;
      position = style.position;
      if (node === document.body) continue;
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (clipsX || clipsY) {
        const outer = node.getBoundingClientRect();
        const before = box;
        box = intersect(box, {
          left: clipsX ? outer.left + node.clientLeft : -Infinity,
          right: clipsX ? outer.left + node.clientLeft + node.clientWidth : Infinity,
          top: clipsY ? outer.top + node.clientTop : -Infinity,
          bottom: clipsY ? outer.top + node.clientTop + node.clientHeight : Infinity,
        });
        const narrower = box.right - box.left < before.right - before.left - 1;
        const shorter = box.bottom - box.top < before.bottom - before.top - 1;
        if (!clippedBy && (narrower || shorter)) clippedBy = node;
      }
      if (position === 'fixed') break;
    }
    return { box: intersect(box, viewport), clippedBy };
  };

  // ---- what the floating controls cover for good ----
  if (task.kind === 'floating') {
    const pinnedTop = (box: Box) => (box.top + box.bottom) / 2 < window.innerHeight / 2;
    const floating = Array.from(document.querySelectorAll(INTERACTIVE))
      .filter((element) => !hiddenOnPurpose(element) && fixedLayerOf(element) !== null)
      .map((element) => ({ element, box: boxOf(element), layer: fixedLayerOf(element), covers: new Set<string>() }));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || fixedLayerOf(parent) !== null || hiddenOnPurpose(parent)) continue;
      const firstScreen = parent.closest('header, [role="banner"], #hero') !== null;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects());
      for (const control of floating) {
        const pinnedHere = task.end === 'top' ? pinnedTop(control.box) : !pinnedTop(control.box);
        if (!pinnedHere && !(task.end === 'top' && firstScreen)) continue;
        const hidden = lines.some((line) => {
          const overlap = intersect(line, control.box);
          if (overlap.right - overlap.left < 2 || overlap.bottom - overlap.top < 2) return false;
          // only if the control really is on top there
          const hit = document.elementFromPoint((overlap.left + overlap.right) / 2, (overlap.top + overlap.bottom) / 2);
          return hit !== null && control.layer !== null && control.layer.contains(hit);
        });
        if (hidden)
          control.covers.add(`"${text(parent.innerText || node.textContent, 60)}" (${parent.tagName.toLowerCase()})`);
      }
    }
    for (const { element, box, covers } of floating) {
      if (covers.size === 0) continue;
      problems.push(
        `at the ${task.end} of the page the floating ${describeElement(element)} (${at(box)}) covers ${Array.from(covers).slice(0, 4).join(', ')}`,
      );
    }
    return problems;
  }

  const { scope } = task;

  // ---- the page never scrolls sideways ----
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > scroller.clientWidth) {
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        !hiddenOnPurpose(element) &&
        element.getBoundingClientRect().right + window.scrollX > scroller.clientWidth + 0.5 &&
        visiblePart(element).clippedBy === null,
    );
    const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
    const culprits = outermost.slice(0, 5).map((element) => `${describeElement(element)} (${at(boxOf(element))})`);
    problems.push(
      `the page scrolls sideways: ${scroller.scrollWidth} px of content in a ${scroller.clientWidth} px window; too wide: ${culprits.join('; ') || 'nothing found'}`,
    );
  }

  // ---- which controls ----
  const targets = Array.from(document.querySelectorAll(INTERACTIVE)).filter((element) => !hiddenOnPurpose(element));
  const roots = (scope.within ?? []).flatMap((selector) => Array.from(document.querySelectorAll(selector)));
  const controls = targets.filter(
    (element) =>
      !scope.within ||
      roots.some((root) => root.contains(element)) ||
      (scope.fixedControls === true && fixedLayerOf(element) !== null),
  );

  const receivesPointer = (element: Element, hit: Element | null) => {
    if (!hit) return false;
    // the element or its content; or its own background (an ancestor answers where a wrapped link has no text)
    if (element.contains(hit) || (hit.contains(element) && styleOf(element).pointerEvents !== 'none')) return true;
    const label = hit.closest('label');
    return label !== null && label.control === element;
  };
  const coverOf = (hit: Element): string => {
    const shown = hit.closest(INTERACTIVE) ?? hit;
    let layer: Element | null = null;
    for (let node: Element | null = shown; node && !layer; node = node.parentElement) {
      if (styleOf(node).position === 'fixed' || styleOf(node).position === 'sticky') layer = node;
    }
    const layerText =
      layer && layer !== shown ? `, part of the ${styleOf(layer).position} ${describeElement(layer)}` : '';
    return `${describeElement(shown)} (${at(boxOf(shown))}${layerText})`;
  };
  const inlineInRunningText = (element: Element): boolean => {
    if (styleOf(element).display !== 'inline' || !(element instanceof HTMLElement)) return false;
    let block = element.parentElement;
    while (block && styleOf(block).display.startsWith('inline')) block = block.parentElement;
    return block !== null && block.innerText.trim().length - element.innerText.trim().length >= 3;
  };
  const distanceToBox = (x: number, y: number, box: Box) =>
    Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
  const undersized = (box: Box) => box.right - box.left < MIN_TARGET - 0.5 || box.bottom - box.top < MIN_TARGET - 0.5;
  /** WCAG 2.5.8's spacing exception: a 24 px circle on the target's centre meets no other target nor its circle. */
  const spacedEnough = (element: Element, box: Box) => {
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    return targets.every((other) => {
      if (other === element || other.contains(element) || element.contains(other)) return true;
      const otherBox = boxOf(other);
      if (distanceToBox(x, y, otherBox) < MIN_TARGET / 2) return false;
      const otherCentre = [(otherBox.left + otherBox.right) / 2, (otherBox.top + otherBox.bottom) / 2] as const;
      return !undersized(otherBox) || Math.hypot(x - otherCentre[0], y - otherCentre[1]) >= MIN_TARGET;
    });
  };

  // ---- each control, scrolled into view ----
  for (const element of controls) {
    scrollIntoView(element, 'center');
    const box = boxOf(element);
    const { box: shown, clippedBy } = visiblePart(element);
    const shownWidth = Math.max(0, shown.right - shown.left);
    const shownHeight = Math.max(0, shown.bottom - shown.top);
    if (shownWidth < 1 || shownHeight < 1) {
      problems.push(
        `out of reach: ${describeElement(element)} (${at(box)}) cannot be scrolled into view${clippedBy ? `; ${describeElement(clippedBy)} hides it` : ' (outside the window)'}`,
      );
      continue;
    }
    // taller than what a scroll shows (the window below the page's scroll-padding-top): only its width has to show
    if (shownWidth < box.right - box.left - 1 || shownHeight < Math.min(box.bottom - box.top, scrollport) - 1) {
      const by = clippedBy
        ? `${describeElement(clippedBy)} (overflow ${styleOf(clippedBy).overflowX}/${styleOf(clippedBy).overflowY})`
        : 'the edge of the window';
      problems.push(
        `clipped: ${describeElement(element)} shows ${round(shownWidth)}×${round(shownHeight)} of its ${size(box)}, cut by ${by}`,
      );
    }

    const x = Math.min(Math.max((box.left + box.right) / 2, shown.left + 0.5), shown.right - 0.5);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, shown.top + 0.5), shown.bottom - 0.5);
    const hit = document.elementFromPoint(x, y);
    if (!receivesPointer(element, hit)) {
      problems.push(
        `covered: ${describeElement(element)} (${at(box)}) lies under ${hit ? coverOf(hit) : 'nothing clickable'}`,
      );
    }

    const cut = [element, ...Array.from(element.querySelectorAll('*'))].find(
      (node) =>
        node.closest(INTERACTIVE) === element &&
        styleOf(node).textOverflow === 'ellipsis' &&
        node.scrollWidth > node.clientWidth + 1,
    );
    if (cut) {
      problems.push(
        `text cut short: ${describeElement(element)} needs ${cut.scrollWidth} px for "${text(cut.textContent)}" but has ${cut.clientWidth} px`,
      );
    }

    if (undersized(box) && !inlineInRunningText(element) && !spacedEnough(element, box)) {
      problems.push(
        `target too small: ${describeElement(element)} is ${size(box)} (needs 24×24 px, or 24 px clear around it)`,
      );
    }
  }

  // ---- a table's last column stays reachable ----
  if (!scope.within) {
    for (const table of Array.from(document.querySelectorAll('table, [role="table"], [role="grid"]'))) {
      if (hiddenOnPurpose(table)) continue;
      if (scope.tablesFit) {
        for (let node = table.parentElement; node && node !== document.body; node = node.parentElement) {
          if (!/auto|scroll/.test(styleOf(node).overflowX) || node.scrollWidth <= node.clientWidth + 1) continue;
          problems.push(
            `table scrolls sideways: ${describeElement(table)} needs ${node.scrollWidth} px in its ${node.clientWidth} px box ${describeElement(node)}, so its last columns start hidden`,
          );
          break;
        }
      }
      for (const row of Array.from(table.querySelectorAll('tr, [role="row"]')).slice(0, 4)) {
        const cells = Array.from(row.children).filter((cell) => !hiddenOnPurpose(cell));
        const last = cells[cells.length - 1];
        if (!last) continue;
        scrollIntoView(last, 'end');
        const box = boxOf(last);
        const { box: shown, clippedBy } = visiblePart(last);
        if (shown.right - shown.left < box.right - box.left - 1) {
          problems.push(
            `last column out of reach: ${describeElement(table)}: its cell "${text(last.textContent, 32)}" (${at(box)}) shows ${round(Math.max(0, shown.right - shown.left))} px of its width, cut by ${clippedBy ? describeElement(clippedBy) : 'the edge of the window'}`,
          );
          break;
        }
      }
    }
  }

  restoreScrollers();
  return problems;
}
