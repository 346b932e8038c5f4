/**
 * A state value as `data-state` shows it (contract §6): `editing`, `forgot.filling`,
 * `form.filling loginId.available`. The views' marks and the QA traces read states the same way.
 */
export function stateName(value: unknown): string {
  // A top-level state is its name; a missing value still gives a mark.
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      stateName(child)
        .split(' ')
        .map((part) => `${key}.${part}`)
        .join(' '),
    )
    .join(' ');
}
