/** The first letter of a name, as the avatars show it (docs/product.md#layout). */
export const initialOf = (name: string): string => [...name.trim()][0]?.toLocaleUpperCase("es-AR") ?? "?";
