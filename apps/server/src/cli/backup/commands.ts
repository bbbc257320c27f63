import path from "node:path";
import { loadConfig } from "../../config.ts";
import { reportText } from "../../db/invariants.ts";
import {
  backupDatabase,
  defaultBackupName,
  reportingRefusals,
  restoreDatabase,
} from "../../modules/backups/index.ts";
import { backupText, restoredText } from "./backup-text.ts";

/**
 * `npm run comanda -- backup [ARCHIVO]`: without a name, into BACKUP_DIR or the current directory.
 * npm runs the CLI from the repository's root; INIT_CWD is where the operator typed the command.
 */
export const backupCommand = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  if (args.length > 1) {
    console.error("Uso: npm run comanda -- backup [ARCHIVO]");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(env);
  const here = env.INIT_CWD || process.cwd();
  const now = new Date();
  const file = args[0]
    ? path.resolve(here, args[0])
    : path.resolve(here, env.BACKUP_DIR || ".", defaultBackupName(now));
  await reportingRefusals(async () =>
    console.log(backupText(await backupDatabase(config.database, file, now))),
  );
};

/** `npm run comanda -- restore ARCHIVO`; exits 1 when refused or when the doctor finds breaks. */
export const restoreCommand = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const [file] = args;
  if (!file || args.length > 1) {
    console.error("Uso: npm run comanda -- restore ARCHIVO");
    process.exitCode = 2;
    return;
  }
  const config = loadConfig(env);
  await reportingRefusals(async () => {
    const result = await restoreDatabase(config.database, path.resolve(env.INIT_CWD || process.cwd(), file));
    console.log(restoredText(result.file, result.manifest, result.migrated));
    if (result.report.breaks.length) {
      console.error(
        `La copia se restauró, pero el doctor encontró problemas en sus datos.\n${reportText(result.report)}`,
      );
      process.exitCode = 1;
    } else {
      console.log(reportText(result.report));
    }
  });
};
