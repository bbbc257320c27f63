// `npm run comanda -- <command>`: the operator's CLI (apps/server/src/cli).
import { ensureDependencies, root, run, tsx } from "./lib.mjs";

await ensureDependencies();
process.exit(await run(tsx, ["apps/server/src/cli/index.ts", ...process.argv.slice(2)], { cwd: root }));
