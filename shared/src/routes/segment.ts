/** One path segment from a value, encoded. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
