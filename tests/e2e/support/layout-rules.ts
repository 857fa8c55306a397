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

    // 3. No text cut by a box that scrolls sideways, at rest: a text is shown whole or scrolled out of
    //    view, never shown in part at the box's edge or half under something pinned over it (a sticky
    //    column). Measured line by line on the text itself; screen-reader-only text (a box of 1 px) aside.
    const tiny = (el: Element | null) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return true;
      }
      return false;
    };
    const scrollsSideways = (el: Element) =>
      /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
    const atRest = { x: window.scrollX, y: window.scrollY };
    for (const box of Array.from(document.querySelectorAll('body *')).filter(scrollsSideways)) {
      if (!visible(box)) continue;
      box.scrollIntoView({ block: 'nearest' });
      const b = box.getBoundingClientRect();
      const left = b.left + box.clientLeft;
      const right = left + box.clientWidth;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        const text = (node.nodeValue ?? '').trim();
        if (!text || !owner || !visible(owner) || tiny(owner)) continue;
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width < 1 || line.top < 0 || line.bottom > window.innerHeight) continue;
          if (line.right <= left + 1 || line.left >= right - 1) continue; // scrolled out of view
          const cut = `texto cortado al desplazar ${name(box)}: «${text.slice(0, 30)}»`;
          if (line.left < left - 1 || line.right > right + 1) {
            problems.push(`${cut} (en el borde)`);
            continue;
          }
          const y = line.top + line.height / 2;
          const covered = (x: number) => {
            const hit = document.elementFromPoint(x, y);
            return !!hit && !owner.contains(hit) && !hit.contains(owner);
          };
          if (covered(line.left + 2) !== covered(line.right - 2)) problems.push(`${cut} (tapado a medias)`);
        }
      }
    }
    window.scrollTo(atRest.x, atRest.y);

    // 4. Every tab of a tab bar can be reached. As the page draws it, each tab shows whole inside its bar
    //    (which may wrap), or the bar marks the side it is scrolled to with something drawn over its edge
    //    (a fade, an arrow); and scrolled into view, each tab is there to press.
    for (const bar of Array.from(
      document.querySelectorAll('[role="tablist"], nav[aria-label^="Secciones de"]'),
    )) {
      if (!visible(bar)) continue;
      const tabs = Array.from(bar.querySelectorAll('[role="tab"], a'));
      const b = bar.getBoundingClientRect();
      const [left, right] = [Math.max(b.left, 0), Math.min(b.right, window.innerWidth)];
      for (const tab of tabs) {
        const r = tab.getBoundingClientRect();
        if (r.left >= left - 1 && r.right <= right + 1) continue;
        const edge = r.left < left ? left + 4 : right - 4;
        const hit = document.elementFromPoint(edge, b.top + b.height / 2);
        const cue =
          hit && hit !== bar && !tabs.some((t) => t.contains(hit)) && bar.parentElement?.contains(hit);
        if (!cue) problems.push(`la pestaña ${name(tab)} queda fuera de la barra sin señal de que hay más`);
      }
      const rest = bar.scrollLeft;
      for (const tab of tabs) {
        tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = tab.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!visible(tab) || r.left < 0 || r.right > window.innerWidth + 1 || !hit || !tab.contains(hit))
          problems.push(`la pestaña ${name(tab)} no se alcanza`);
      }
      bar.scrollLeft = rest;
    }
    window.scrollTo(0, 0);

    // 5. The active company filter is visible.
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
