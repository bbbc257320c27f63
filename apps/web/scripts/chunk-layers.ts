// Shared chunks by area of the app, for Rolldown's `output.codeSplitting.groups` (decision 013).
// Left to itself Rolldown makes one chunk per set of screens that share a module, so every new screen
// that uses a different subset of MUI splits the shared pieces into more, smaller files; a back-office
// screen ended up downloading 50 of them, and gzip compresses each file on its own. A layer puts what a
// whole area of the app needs (the first visit, the back-office layout) in one chunk instead.
import path from "node:path";

/** What Rolldown's chunking hands a group's `name`: the module graph (ids are absolute paths). */
export type ModuleGraph = { getModuleInfo(id: string): ModuleNode | null };
type ModuleNode = {
  isEntry: boolean;
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};

/** An area of the app by the modules it starts from (paths from the web root). */
export type Areas = Record<string, readonly string[]>;

/** One chunk with every module that all the listed areas import, directly or not. */
export type Layer = { name: string; areas: readonly string[] };

export type LayerGroup = {
  name: (id: string, graph: ModuleGraph) => string | null;
  debugName: string;
  priority: number;
};

/**
 * Code-splitting groups for the layers, the first listed taking a module first. A module's dependencies
 * join its layer unless an earlier layer took them (Rolldown's includeDependenciesRecursively), so a
 * layer must come after every layer whose modules it uses: the first visit, then what the back office
 * shares with other areas, then the back office alone. Entries, the entry's own modules and lazy
 * modules stay chunks of their own: the router fetches those and the budget check measures them.
 */
export function chunkLayers(root: string, areas: Areas, layers: readonly Layer[]): LayerGroup[] {
  // Imported statically, as the chunk graph sees it: a package's index counts all it re-exports, so a
  // layer can hold a few modules its area does not run (they are used by screens of that area anyway).
  const reached = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
  const reachOf = (graph: ModuleGraph) => {
    const known = reached.get(graph);
    if (known) return known;
    const reach = (starts: readonly string[]) => {
      const seen = new Set<string>();
      const pending = starts.map((start) => path.join(root, start));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const byArea = new Map(Object.entries(areas).map(([area, starts]) => [area, reach(starts)]));
    reached.set(graph, byArea);
    return byArea;
  };
  const ownChunk = (id: string, graph: ModuleGraph) => {
    const module = graph.getModuleInfo(id);
    if (!module || module.isEntry || module.dynamicImporters.length > 0) return true;
    return module.importers.some((importer) => graph.getModuleInfo(importer)?.isEntry);
  };
  for (const layer of layers) {
    const unknown = layer.areas.filter((area) => !(area in areas));
    if (unknown.length > 0) throw new Error(`Layer ${layer.name}: unknown area ${unknown.join(", ")}`);
  }
  return layers.map((layer, index) => ({
    debugName: layer.name,
    priority: layers.length - index,
    name: (id, graph) => {
      if (ownChunk(id, graph)) return null;
      const byArea = reachOf(graph);
      return layer.areas.every((area) => byArea.get(area)?.has(id)) ? layer.name : null;
    },
  }));
}
