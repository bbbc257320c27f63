// `npm start`: installs what is missing, builds, migrates and serves (docs/product.md#running).
import { ensureDependencies, ensureServerBuild, ensureWebBuild, run } from "./lib.mjs";
import { serverCommand, serverEnvironment } from "./server-bundle.mjs";

await ensureDependencies();
await ensureWebBuild();
await ensureServerBuild();

// The server (a bundle run by plain node, docs/decisions/036) migrates the database before it listens,
// then prints its URL.
process.exit(await run(...serverCommand(), { env: serverEnvironment() }));
