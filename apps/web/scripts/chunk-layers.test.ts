import { describe, expect, it } from "vitest";
import { chunkLayers, type ModuleGraph } from "./chunk-layers";

// An app like ours: the entry, then lazy pages. The sign-in page and the layout share the inputs, the
// layout and the price list an avatar, the layout and the orders board a modal; the drawer is the
// layout's alone and the price list has a module of its own.
type Edges = Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>;
const edges: Edges = {
  "index.html": { entry: true, imports: ["src/main.tsx"] },
  "src/main.tsx": {
    imports: ["src/theme.ts"],
    lazy: ["src/login.tsx", "src/layout.tsx", "src/price-list.tsx", "src/board.tsx"],
  },
  "src/theme.ts": {},
  "src/login.tsx": { imports: ["src/inputs.ts", "src/theme.ts"] },
  "src/layout.tsx": { imports: ["src/drawer.ts", "src/avatar.ts", "src/modal.ts", "src/inputs.ts"] },
  "src/price-list.tsx": { imports: ["src/avatar.ts", "src/qr.ts"] },
  "src/board.tsx": { imports: ["src/modal.ts"] },
  "src/drawer.ts": { imports: ["src/theme.ts"] },
  "src/inputs.ts": {},
  "src/avatar.ts": {},
  "src/modal.ts": {},
  "src/qr.ts": {},
};

const root = "/web";
const graphOf = (app: Edges): ModuleGraph => {
  const id = (module: string) => `${root}/${module}`;
  const modules = Object.entries(app);
  const importersOf = (module: string, kind: "imports" | "lazy") =>
    modules.filter(([, edge]) => edge[kind]?.includes(module)).map(([name]) => id(name));
  return {
    getModuleInfo: (moduleId) => {
      const found = modules.find(([name]) => id(name) === moduleId);
      if (!found) return null;
      const [name, edge] = found;
      return {
        isEntry: edge.entry ?? false,
        importedIds: (edge.imports ?? []).map(id),
        importers: importersOf(name, "imports"),
        dynamicImporters: importersOf(name, "lazy"),
      };
    },
  };
};

const areas = {
  entry: ["index.html"],
  signIn: ["src/login.tsx"],
  public: ["src/price-list.tsx"],
  board: ["src/board.tsx"],
  backOffice: ["src/layout.tsx"],
};
const groups = chunkLayers(root, areas, [
  { name: "core", areas: ["entry"] },
  { name: "sign-in", areas: ["signIn"] },
  { name: "shared-public", areas: ["backOffice", "public"] },
  { name: "staff", areas: ["backOffice", "board"] },
  { name: "back-office", areas: ["backOffice"] },
]);

// Rolldown lets the group of highest priority that names a module take it.
const chunkOf = (module: string, graph = graphOf(edges)) =>
  [...groups]
    .sort((a, b) => b.priority - a.priority)
    .map((group) => group.name(`${root}/${module}`, graph))
    .find((name) => name !== null) ?? null;

describe("chunkLayers", () => {
  it("puts each shared module in the first layer whose areas all import it", () => {
    expect(chunkOf("src/theme.ts")).toBe("core");
    expect(chunkOf("src/inputs.ts")).toBe("sign-in");
    expect(chunkOf("src/avatar.ts")).toBe("shared-public");
    expect(chunkOf("src/modal.ts")).toBe("staff");
    expect(chunkOf("src/drawer.ts")).toBe("back-office");
  });

  it("leaves entries, the entry's own modules, lazy pages and a page's own modules to Rolldown", () => {
    for (const module of ["index.html", "src/main.tsx", "src/layout.tsx", "src/login.tsx", "src/qr.ts"]) {
      expect(chunkOf(module)).toBeNull();
    }
  });

  it("reads each build's own module graph", () => {
    const drawerOnLogin: Edges = {
      ...edges,
      "src/login.tsx": { imports: ["src/inputs.ts", "src/drawer.ts"] },
    };
    expect(chunkOf("src/drawer.ts")).toBe("back-office");
    expect(chunkOf("src/drawer.ts", graphOf(drawerOnLogin))).toBe("sign-in");
  });

  it("refuses a layer of an unknown area", () => {
    expect(() => chunkLayers(root, areas, [{ name: "admin", areas: ["admin"] }])).toThrow(
      /unknown area admin/,
    );
  });
});
