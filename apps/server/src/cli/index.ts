import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { checkInvariants, reportText } from "./doctor.ts";

const usage = `Uso: npm run comanda -- <comando>

Comandos:
  migrate   aplica las migraciones pendientes a la base configurada (DATABASE_URL o ./data/comanda.db)
  doctor    revisa que cada stock sea la suma de sus movimientos y que los totales de cada turno sean
            sus pedidos completados; sale con código 1 si algo no coincide`;

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
