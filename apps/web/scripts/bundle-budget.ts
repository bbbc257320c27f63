/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or chunk name. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A route and the lazy modules (manifest keys) the router fetches before showing it. */
export type RouteBudget = { path: string; modules: readonly string[]; limitKb: number };

export type RouteSize = { path: string; files: string[]; bytes: number; limitKb: number; over: boolean };
export type BudgetReport = { routes: RouteSize[]; problems: string[] };

// Sizes as Vite prints them: gzipped, 1 kB = 1000 bytes.
const kb = 1000;

/** The entry, the route's lazy chunks and everything they import statically: what a first visit downloads. */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  for (const module of modules) visit(module);
  return [...files].sort();
}

/**
 * Measures every route against its budget. A listed module missing from the build, or a lazy chunk no route
 * lists, is a problem too: the table must follow the router, or a new screen would escape the check.
 */
export function checkBudgets(
  manifest: Manifest,
  routes: readonly RouteBudget[],
  gzipSize: (file: string) => number,
): BudgetReport {
  const problems: string[] = [];
  const listed = new Set(routes.flatMap((route) => route.modules));
  for (const module of listed) {
    if (!manifest[module]?.isDynamicEntry) problems.push(`${module} is not a lazy chunk of the build`);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !listed.has(key)) problems.push(`${key} is lazy but no route lists it`);
  }
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = sizes.get(file) ?? gzipSize(file);
    sizes.set(file, known);
    return known;
  };
  const measured = routes.map(({ path, modules, limitKb }) => {
    const files = firstLoadFiles(manifest, modules).filter((file) => file.endsWith(".js"));
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return { path, files, bytes, limitKb, over: bytes > limitKb * kb };
  });
  return { routes: measured, problems };
}

/** The table the build prints, one route a line. */
export function formatReport({ routes, problems }: BudgetReport): string {
  const width = Math.max(...routes.map((route) => route.path.length));
  const lines = routes.map(({ path, bytes, limitKb, over, files }) => {
    const size = (bytes / kb).toFixed(1).padStart(6);
    return `${over ? "✗" : "✓"} ${path.padEnd(width)} ${size} kB of ${limitKb} kB (${files.length} files)`;
  });
  return [...lines, ...problems.map((problem) => `✗ ${problem}`)].join("\n");
}

export const passed = ({ routes, problems }: BudgetReport) =>
  problems.length === 0 && routes.every((route) => !route.over);
