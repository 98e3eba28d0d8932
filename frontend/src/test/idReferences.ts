/*
 * Elements named by id: the target of an ARIA reference or of a link's #fragment. Testing
 * Library's queries find elements by role, label or text, and none resolves an id reference.
 */

/** The element a control names in `aria-controls` (the menu a toggle opens). */
export function controlledElement(control: HTMLElement): HTMLElement {
  const id = control.getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`the control names no element in aria-controls ("${id ?? ''}")`);
  return element;
}

/** Every element a link to `#id` may land on (one, on a sound page). */
export function fragmentTargets(id: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`[id="${id}"]`));
}
