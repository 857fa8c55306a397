// Where the rating chart puts each company's name and bar for a measured width. Names are never cut: they
// wrap at spaces (a word longer than the line breaks inside it). A wide chart keeps the names in a column
// left of the bars; a narrow one (a phone) writes each name above its bar, so the bars keep the whole
// width and a name gets a full line.
import type { CompanyStats } from '../../utils/feedback-stats';

/** The width of a text as drawn in the chart's name style, in px. */
export type Measure = (text: string) => number;

export const NAME_FONT_SIZE = 12;
export const LINE_HEIGHT = 16;
export const BAR_HEIGHT = 24;
export const MARGIN = { top: 8, right: 16, bottom: 28, left: 8 } as const;
/** Between a name and its bar: beside it in the column layout, above it in the stacked one. */
export const NAME_GAP = 8;
const ROW_GAP = 16;
const NAME_ABOVE_GAP = 4;
/** Below this width the names go above the bars. */
export const STACKED_BELOW = 480;

/** A rough width for when the text cannot be measured (no layout engine): 0.6 em per character. */
export const estimateWidth: Measure = (text) => text.length * NAME_FONT_SIZE * 0.6;

/** The lines of `text` no wider than `max`, broken at spaces; a longer word is split where it must be. */
export function wrapText(text: string, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= max) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > max && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > max) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ChartRow {
  lines: string[];
  /** The first line's baseline. */
  nameY: number;
  /** The bar's top edge. */
  barY: number;
}

export interface ChartLayout {
  stacked: boolean;
  /** Left edge of the bars (their zero). */
  barsX: number;
  barsWidth: number;
  /** Right edge of the names beside the bars (anchored at their end), or their left edge above the bars. */
  nameX: number;
  rows: ChartRow[];
  /** Top of the count axis. */
  axisY: number;
  height: number;
}

/** The widest the name column may get: a wider chart has room for longer names on one line. */
const nameColumnMax = (width: number) => Math.min(240, Math.round(width * 0.28));

export function chartLayout(names: string[], width: number, measure: Measure): ChartLayout {
  const stacked = width < STACKED_BELOW;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  // Beside the bars, the column is only as wide as the longest name needs, up to its maximum.
  const nameWidth = stacked
    ? innerWidth
    : Math.min(nameColumnMax(width), Math.max(0, ...names.map((n) => Math.ceil(measure(n)))));
  const barsX = stacked ? MARGIN.left : MARGIN.left + nameWidth + NAME_GAP;

  let y = MARGIN.top;
  const rows = names.map((name, i) => {
    if (i > 0) y += ROW_GAP;
    const lines = wrapText(name, nameWidth, measure);
    const textHeight = lines.length * LINE_HEIGHT;
    // A baseline sits about three quarters of a line below the line's top.
    const baseline = (top: number) => top + LINE_HEIGHT * 0.75;
    let row: ChartRow;
    if (stacked) {
      row = { lines, nameY: baseline(y), barY: y + textHeight + NAME_ABOVE_GAP };
      y = row.barY + BAR_HEIGHT;
    } else {
      const height = Math.max(BAR_HEIGHT, textHeight);
      row = {
        lines,
        nameY: baseline(y + (height - textHeight) / 2),
        barY: y + (height - BAR_HEIGHT) / 2,
      };
      y += height;
    }
    return row;
  });
  const axisY = y + (rows.length ? ROW_GAP / 2 : 0);
  return {
    stacked,
    barsX,
    barsWidth: Math.max(0, width - barsX - MARGIN.right),
    nameX: stacked ? MARGIN.left : MARGIN.left + nameWidth,
    rows,
    axisY,
    height: axisY + MARGIN.bottom,
  };
}

/**
 * The chart's height (legend included) before its code has loaded and its width is known, kept by its
 * placeholder: each name on one line beside its bar, as on a wide screen. The drawn chart may be taller
 * (names wrapped or above the bars).
 */
export const chartHeight = (stats: CompanyStats[]) =>
  MARGIN.top + MARGIN.bottom + stats.length * (BAR_HEIGHT + ROW_GAP) + 28;
