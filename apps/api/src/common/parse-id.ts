/** Database ids are int4; anything else names no row (and must not reach SQL as a bad integer). */
export function parseId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
