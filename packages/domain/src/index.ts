// Modules only some screens use (audit, cash, customers, dashboard, dining-room, dining-room-plan, fiscal,
// category-order, fiscal-settings, health, invoices, kitchen, menu, phone-format, printed-invoice, printing, settings-input,
// staff, staff-sales, sold-out, stations, tabs,
// to-collect) are subpath exports of their own (package.json):
// whatever the web uses from this index goes into every screen's first load (decision 053).
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./courses.ts";
export * from "./csv.ts";
export * from "./dates.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./ids.ts";
export * from "./limits.ts";
export * from "./line-choices.ts";
export * from "./lists.ts";
export * from "./money.ts";
export * from "./names.ts";
export * from "./optional.ts";
export * from "./order-changes.ts";
export * from "./order-edit.ts";
export * from "./order-money.ts";
export * from "./order-type.ts";
export * from "./orders.ts";
export * from "./permissions.ts";
export * from "./phone.ts";
export * from "./products.ts";
export * from "./promotions.ts";
export * from "./quantities.ts";
export * from "./recipes.ts";
export * from "./roles.ts";
export * from "./settings.ts";
export * from "./shifts.ts";
export * from "./slug.ts";
export * from "./stock.ts";
export { setSpanishMessages } from "./zod-locale.ts";
