// One line per screen in a browser test. `checkScreen` runs axe-core (WCAG 2.0-2.2 A and AA
// rules) and fails on any serious or critical violation, checks the layout (no horizontal scroll, touch
// targets of at least 24 px) and saves the screenshot of the screen as it was checked (unless screenshots are
// off, as in `npm test`; a failure's picture is always saved).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { screenshot, settle } from '../harness';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of all.
  resultTypes: ['violations'],
  // Third-party frames (the Looker Studio dashboard) are not ours to fix, and unreachable offline.
  iframes: false,
};

/**
 * Serious and critical axe violations of the page as it is now, one readable line each. axe-core runs in
 * the page itself, injected once per document: @axe-core/playwright's analyze() injects it into every
 * frame on every call and opens a second page to merge the frames' results, about 1.7 s a screen here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } };
    const result = await axe.run({ exclude: [['iframe']] }, options);
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((n) => n.target.join(' ')),
      // The first node's reason (for color-contrast: both colours and the ratio), to tell a real defect
      // from a screen checked in passing.
      why: nodes[0]?.any[0]?.message ?? nodes[0]?.failureSummary ?? '',
    }));
  }, AXE_OPTIONS);
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.why} · ${v.targets.join(', ')}`);
}

/**
 * Controls a finger must hit that fail WCAG 2.5.8 (Target Size, Minimum): smaller than 24x24 CSS px AND
 * too close to another target (the rule's spacing exception: a 24 px circle centred on each undersized
 * target must not touch another target nor another undersized target's circle). A visually hidden input
 * (a custom radio or checkbox) is measured by its label, which is what a finger hits.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="combobox"], [role="menuitem"], [role="checkbox"], [role="radio"], input:not([type="hidden"]), select, textarea';
    type Target = { el: HTMLElement; r: DOMRect };
    const targets: Target[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      let box = el.getBoundingClientRect();
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
      if (box.width <= 1 && box.height <= 1 && label) box = label.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A link inside running text is exempt (the rule's inline exception).
      if (el.tagName === 'A' && el.parentElement?.closest('p')) continue;
      targets.push({ el, r: box });
    }
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const small = targets.filter((t) => t.r.width < 24 || t.r.height < 24);
    const out: string[] = [];
    for (const t of small) {
      const c = centre(t.r);
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        if (distToRect(c, o.r) < 12) return true;
        const isSmall = o.r.width < 24 || o.r.height < 24;
        const oc = centre(o.r);
        return isSmall && Math.hypot(c.x - oc.x, c.y - oc.y) < 24;
      });
      if (!crowded) continue;
      const name = t.el.getAttribute('aria-label') ?? t.el.textContent?.trim().slice(0, 30) ?? t.el.tagName;
      out.push(`${t.el.tagName.toLowerCase()} «${name}» ${Math.round(t.r.width)}x${Math.round(t.r.height)}`);
    }
    return out;
  });
}

/** Width of the page's content; more than the viewport means horizontal scrolling. */
export const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The checks every screen passes: no serious/critical axe violation, no horizontal scroll, no target
 * under 24 px; then a full-page screenshot named `name`. Call it once the screen shows its data.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  // The screen's name leads each failure message (a deep-equality diff alone does not show it).
  const violations = await axeViolations(page);
  if (violations.length > 0) await screenshot(page, `${name}-axe-failed`, { always: true });
  expect(violations, `${name}: axe`).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await scrollWidth(page), `${name}: horizontal scroll`).toBe(width);
  expect(await smallTargets(page), `${name}: touch targets under 24 px`).toEqual([]);
  await screenshot(page, name);
}
