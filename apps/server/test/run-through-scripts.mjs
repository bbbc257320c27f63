// The server run the way `npm start` runs it: a child of scripts/lib.mjs's `run`, whose signal handlers
// forward SIGINT/SIGTERM to it (server-process-kit.ts's `throughScripts`). Node with tsx's loader instead of
// the bundle, so the test needs no build; one process either way, as under npm start.
import { run } from "../../../scripts/lib.mjs";
import { serverEnvironment } from "../../../scripts/server-bundle.mjs";

process.exit(
  await run(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { env: serverEnvironment() }),
);
