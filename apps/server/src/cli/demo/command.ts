import { formatMoney } from "@comanda/domain";
import { newDemoPassword } from "../../auth/demo-accounts.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { demoBusiness, demoStaff } from "./catalog-data.ts";
import { createDemo, DemoExists, DemoNotEmpty, type DemoOptions, type DemoResult } from "./demo.ts";

export const DEFAULT_DAYS = 60;
export const DEFAULT_SEED = 2026;
const MAX_DAYS = 366;

const optionsHelp = `Opciones de demo:
  --seed=N   semilla de los datos (mismo número, mismos pedidos); ${DEFAULT_SEED} si no se indica
  --days=N   días de turnos hasta ayer, de 1 a ${MAX_DAYS}; ${DEFAULT_DAYS} si no se indica
  --force    la crea aunque la base ya tenga otros negocios (si no, solo en una base vacía)`;

/** `--seed=N --days=N --force`, or the message naming what is wrong. */
export const parseDemoArgs = (args: readonly string[]): DemoOptions | string => {
  const options: DemoOptions = { seed: DEFAULT_SEED, days: DEFAULT_DAYS };
  for (const arg of args) {
    if (arg === "--force") {
      options.force = true;
      continue;
    }
    const match = /^--(seed|days)=(\d{1,10})$/.exec(arg);
    if (!match) return `Opción desconocida o inválida: ${arg}\n\n${optionsHelp}`;
    const value = Number(match[2]);
    if (match[1] === "days") {
      if (value < 1 || value > MAX_DAYS) return `--days debe estar entre 1 y ${MAX_DAYS}.\n\n${optionsHelp}`;
      options.days = value;
    } else options.seed = value;
  }
  return options;
};

const count = new Intl.NumberFormat("es-AR");

/** What was made and how to get in, as the command prints it. */
export const demoReport = (
  result: DemoResult,
  options: DemoOptions,
  password: string,
  baseUrl: string,
  seconds: number,
) => {
  const { history, catalog } = result;
  const [owner, ...staff] = demoStaff;
  return [
    `Listo: se creó «${demoBusiness.name}» (semilla ${options.seed}, ${options.days} días) en ` +
      `${seconds.toLocaleString("es-AR", { maximumFractionDigits: 1 })} s.`,
    `  Personal: ${demoStaff.map((user) => `${user.name} (${user.email})`).join(", ")}`,
    `  Catálogo: ${catalog.categories} categorías, ${catalog.products} productos, ` +
      `${catalog.ingredients} ingredientes, ${catalog.promotions} promociones, ` +
      `${catalog.methods} medios de pago y ${catalog.customers} clientes`,
    `  Historial: ${count.format(history.shifts)} turnos cerrados con ${count.format(history.orders)} pedidos ` +
      `(${count.format(history.completed)} completados y ${count.format(history.cancelled)} cancelados) ` +
      `por ${formatMoney(history.amount)}`,
    "",
    `Para entrar, abrí ${baseUrl} e iniciá sesión con:`,
    `  Correo:     ${owner?.email}`,
    `  Contraseña: ${password}`,
    `${staff.map((user) => user.email).join(" y ")} (caja y cocina) usan la misma contraseña.`,
    "Guardala: no se vuelve a mostrar. Mientras esta cuenta exista, el servidor lo advierte al arrancar.",
  ].join("\n");
};

/** `npm run comanda -- demo [--seed=N] [--days=N] [--force]` on the configured database, migrated first. */
export const demoCommand = async (args: readonly string[]) => {
  const options = parseDemoArgs(args);
  if (typeof options === "string") {
    console.error(options);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    if (applied.length) console.log(`Migraciones aplicadas: ${applied.join(", ")}`);
    const started = performance.now();
    const password = newDemoPassword();
    const result = await createDemo({ config, database }, { ...options, password });
    const seconds = (performance.now() - started) / 1000;
    console.log(demoReport(result, options, password, config.baseUrl, seconds));
  } catch (error) {
    if (!(error instanceof DemoExists || error instanceof DemoNotEmpty)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
};
