import "./zod-locale.ts";

export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./dates.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./ids.ts";
export * from "./limits.ts";
export * from "./lists.ts";
export * from "./money.ts";
export * from "./names.ts";
export * from "./quantities.ts";
export * from "./roles.ts";
export * from "./slug.ts";
export * from "./staff.ts";
