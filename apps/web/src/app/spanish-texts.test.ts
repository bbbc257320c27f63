import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comanda speaks in vos, with accents. The quoted labels of docs/product.md are the seed's and stay word for word.
const specLabels = [
  "Estamos creando tu cuenta. Espere por favor",
  "Esta seguro de querer terminar el turno?",
  "Estas seguro de que deseas",
  "Iniciar sesion",
  "Categorias",
  "Editar categoria",
  "esta categoria",
  "No hay categorias cargadas.",
  "Menu",
];
/**
 * The orders board's quoted labels are the seed's there only (docs/product.md#orders-board,
 * the kitchen's board included); the home, the shift detail and the Z report write 'Órdenes', as their own
 * tables do, one form per screen.
 */
const boardLabels = ["Ordenes completadas", "No hay ordenes cargadas."];
const boardFiles = /^features\/(orders-board\/(components|kitchen)|shift-cash)\//;

const ustedOrTu = /\b(espere|ingrese|seleccione|desea|deseas|intente|elija|haga|puedes|quieres|tienes)\b/i;
const unaccented =
  /\b(categorias?|metodos?|sesion|numero|telefono|direccion|informacion|contrasena|codigo|ordenes|pagina|ultim[oa]|publico|electronico|opcion|accion)\b/i;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });

/** The user-facing texts of a file: string literals and JSX text, without the labels of docs/product.md. */
const textsOf = (source: string, file: string) =>
  [...source.matchAll(/"([^"\n]*)"|`([^`]*)`|>([^<>{}\n]+)</g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .map((text) =>
      [...specLabels, ...(boardFiles.test(file) ? boardLabels : [])].reduce(
        (rest, label) => rest.replaceAll(label, ""),
        text,
      ),
    )
    // Code, paths and query keys are not texts.
    .filter((text) => /\s/.test(text.trim()) || /^[A-ZÁÉÍÓÚ][a-záéíóúñ]+$/.test(text.trim()));

describe("the web's Spanish texts", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const texts = sourceFiles(root).flatMap((file) =>
    textsOf(readFileSync(file, "utf8"), path.relative(root, file)).map(
      (text) => `${path.relative(root, file)}: ${text}`,
    ),
  );

  it("are found in the sources", () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it("use vos, never usted or tú", () => {
    expect(texts.filter((text) => ustedOrTu.test(text.split(": ").slice(1).join(": ")))).toEqual([]);
  });

  it("keep their accents", () => {
    expect(texts.filter((text) => unaccented.test(text.split(": ").slice(1).join(": ")))).toEqual([]);
  });
});
