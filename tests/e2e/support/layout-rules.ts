// The layout rules measured inside the page (one evaluate per screen): what a person would see cut,
// broken or out of reach. Each problem is one line naming the element and what is wrong.
import type { Page } from 'playwright-core';

export interface LayoutOptions {
  /** A company name that must show as the active filter (a select, combobox or chip on the page). */
  activeCompany?: string;
}

export function layoutProblems(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return page.evaluate(({ activeCompany }) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 50)}»`;
    const titled = (el: Element) => el.closest('[title]') !== null || el.querySelector('[title]') !== null;

    // 1. No text cut inside a cell: a cell (or a truncated piece of it) wider inside than it shows
    //    carries the whole text in a title; a desktop table shows all its columns without scrolling.
    for (const cell of Array.from(document.querySelectorAll('td, th, dd'))) {
      if (!visible(cell)) continue;
      for (const el of [cell, ...Array.from(cell.querySelectorAll('*'))]) {
        if (el.clientWidth <= 1) continue; // text for screen readers only (sr-only)
        const style = getComputedStyle(el);
        const clips = el === cell || style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1 && !titled(el))
          problems.push(`texto cortado en ${name(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
    }
    if (window.innerWidth >= 1024)
      for (const table of Array.from(document.querySelectorAll('table'))) {
        const box = table.parentElement;
        if (box && visible(table) && box.scrollWidth > box.clientWidth + 1)
          problems.push(
            `la tabla «${table.getAttribute('aria-label')}» esconde columnas (${box.scrollWidth} > ${box.clientWidth} px)`,
          );
      }

    // 2. No e-mail or UUID broken inside a word: between two characters on different lines, one of them
    //    is a boundary ('@', '.', '-', '_').
    const WORDS =
      /^([\w.+-]+@[\w-]+(\.[\w-]+)+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
    const BOUNDARY = '@.-_';
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const text = (el.textContent ?? '').trim();
      if (!WORDS.test(text) || !visible(el)) continue;
      if (Array.from(el.children).some((child) => (child.textContent ?? '').trim() === text)) continue;
      const chars: { c: string; top: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0 && value[i].trim())
            chars.push({ c: value[i], top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1], chars[i]];
        if (b.top !== a.top && !BOUNDARY.includes(a.c) && !BOUNDARY.includes(b.c))
          problems.push(`«${text}» se parte a media palabra («${a.c}|${b.c}»)`);
      }
    }

    // 3. Every tab of a tab bar can be reached: shown, or scrolled into view inside its bar.
    for (const bar of Array.from(
      document.querySelectorAll('[role="tablist"], nav[aria-label^="Secciones de"]'),
    )) {
      if (!visible(bar)) continue;
      for (const tab of Array.from(bar.querySelectorAll('[role="tab"], a'))) {
        tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = tab.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!visible(tab) || r.left < 0 || r.right > window.innerWidth + 1 || !hit || !tab.contains(hit))
          problems.push(`la pestaña ${name(tab)} no se alcanza`);
      }
      bar.scrollLeft = 0;
    }
    window.scrollTo(0, 0);

    // 4. The active company filter is visible.
    if (activeCompany) {
      const shown = [
        ...Array.from(document.querySelectorAll('select')).map(
          (s) => [s, s.selectedOptions[0]?.textContent] as const,
        ),
        ...Array.from(document.querySelectorAll('[role="combobox"], p, span')).map(
          (e) => [e, e.textContent] as const,
        ),
      ].some(
        ([el, text]) =>
          visible(el) &&
          (text ?? '').includes(activeCompany) &&
          el.getBoundingClientRect().top < window.innerHeight,
      );
      if (!shown) problems.push(`no se ve el filtro activo «${activeCompany}»`);
    }
    return problems;
  }, options);
}
