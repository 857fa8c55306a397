// The chart's five series (1 to 5 stars): colours from red to green, and their Spanish names.
export const RATING_COLORS = ['#dc2626', '#f97316', '#eab308', '#84cc16', '#16a34a'] as const;

/** '1 estrella', '2 estrellas'... for the series at index i (0 = 1 star). */
export const ratingLabel = (i: number) => (i === 0 ? '1 estrella' : `${i + 1} estrellas`);

/** Chart texts in the page's colour: the series colours (orange, lime) are too light to read as text. */
export const CHART_TEXT = 'hsl(var(--foreground))';
