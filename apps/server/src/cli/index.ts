import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { checkInvariants, reportText } from "../db/invariants.ts";
import { migrateToLatest } from "../db/migrate.ts";

const usage = `Uso: npm run comanda -- <comando>

Comandos:
  migrate   aplica las migraciones pendientes a la base configurada (DATABASE_URL o ./data/comanda.db)
  doctor    revisa que cada stock sea la suma de sus movimientos y que los totales de cada turno sean
            sus pedidos completados; sale con código 1 si algo no coincide
  demo      crea el negocio «La Esquina (demo)» con personal, catálogo y 60 días de turnos y pedidos
            (--seed=N, --days=N); solo en una base vacía (o con --force), y se niega si ya existe;
            imprime la contraseña que genera
  backup    [ARCHIVO] copia la base entera sin detener el servidor, a ARCHIVO o a
            comanda-backup-AAAAMMDD-HHmmss.jsonl.gz en BACKUP_DIR (o en la carpeta actual)
  restore   ARCHIVO restaura una copia en la base configurada, que debe estar vacía, y corre el
            doctor; sale con código 1 si la copia está dañada, es de una versión más nueva o la base
            no está vacía
  export-business  NEGOCIO [ARCHIVO] copia los datos de un solo negocio (su id o su nombre corto), con
            sus usuarios y contraseñas, a ARCHIVO o a comanda-negocio-NEGOCIO-AAAAMMDD-HHmmss.jsonl.gz
  import-business  ARCHIVO agrega ese negocio a la base configurada, que puede tener otros, y corre el
            doctor; sale con código 1 si el archivo está dañado o es más nuevo, o si el negocio, su
            nombre corto o el correo de uno de sus usuarios ya están en la base`;

const commands: Record<string, () => Promise<void>> = {
  migrate: async () => {
    const config = loadConfig();
    const database = openDatabase(config.database);
    try {
      const applied = await migrateToLatest(database.db, database.dialect);
      console.log(
        applied.length ? `Migraciones aplicadas: ${applied.join(", ")}` : "La base ya está al día.",
      );
    } finally {
      await database.close();
    }
  },
  doctor: async () => {
    const config = loadConfig();
    const database = openDatabase(config.database);
    try {
      const report = await checkInvariants(database.db);
      if (report.breaks.length) {
        console.error(reportText(report));
        process.exitCode = 1;
      } else {
        console.log(reportText(report));
      }
    } finally {
      await database.close();
    }
  },
  demo: async () => (await import("./demo/command.ts")).demoCommand(process.argv.slice(3)),
  backup: async () => (await import("./backup/commands.ts")).backupCommand(process.argv.slice(3)),
  restore: async () => (await import("./backup/commands.ts")).restoreCommand(process.argv.slice(3)),
  "export-business": async () =>
    (await import("./business-transfer/export-business.ts")).exportBusinessCommand(process.argv.slice(3)),
  "import-business": async () =>
    (await import("./business-transfer/import-business.ts")).importBusinessCommand(process.argv.slice(3)),
};

const run = async () => {
  const [name] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Comando desconocido: ${name}\n\n${usage}` : usage);
    process.exit(2);
  }
  await command();
};

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
