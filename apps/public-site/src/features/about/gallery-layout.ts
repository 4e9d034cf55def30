/** docs/product.md §9: gallery columns by window width (1200 px and up 5, 600 up 4, 300 up 3, else 2). */
const BREAKPOINTS = [
  { minWidth: 1200, columns: 5 },
  { minWidth: 600, columns: 4 },
  { minWidth: 300, columns: 3 },
  { minWidth: 0, columns: 2 },
] as const;

export function galleryColumns(windowWidth: number): number {
  return BREAKPOINTS.find((breakpoint) => windowWidth >= breakpoint.minWidth)?.columns ?? 2;
}

/** Splits the photos into rows of `columns` (the last row may be shorter). */
export function galleryRows<T>(photos: T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < photos.length; i += columns) rows.push(photos.slice(i, i + columns));
  return rows;
}
