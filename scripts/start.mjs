// `npm start`: installs what is missing, builds, migrates and serves (docs/product.md#running).
import { ensureDependencies, ensureWebBuild, run, tsx } from "./lib.mjs";

await ensureDependencies();
await ensureWebBuild();

// The server migrates the database before it listens, then prints its URL.
process.exit(await run(tsx, ["apps/server/src/main.ts"]));
