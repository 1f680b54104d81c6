/** A table wider than the page scrolls inside its card instead of widening the page. */
export const WIDE_TABLE = { '& .RaList-content': { overflowX: 'auto' } } as const;
