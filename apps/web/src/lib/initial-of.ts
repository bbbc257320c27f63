/** The first letter of a name, as the avatars show it (SPEC §2 Shared layout). */
export const initialOf = (name: string): string => [...name.trim()][0]?.toLocaleUpperCase("es-AR") ?? "?";
