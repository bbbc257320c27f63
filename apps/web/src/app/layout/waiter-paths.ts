/**
 * Decision 083: a waiter's screens under "/": the dining room and its own profile (its board, /orders, is
 * outside the back office's layout). app/layout/waiter-shell.test.tsx checks the drawer agrees.
 */
export const waiterPaths: ReadonlySet<string> = new Set(["/salon", "/profile"]);
