import { z } from "zod";

/** A name as stored and shown: one Unicode form (NFC), no surrounding spaces, single inner spaces. */
export const normalizeName = (name: string): string => name.normalize("NFC").trim().replace(/\s+/g, " ");

/**
 * What makes two names the same within a business: "  Bebidas " and "BEBIDAS" collide, "Café" and
 * "Cafe" do not. Stored beside the name under a unique index, so the database enforces it.
 */
export const nameKey = (name: string): string => normalizeName(name).toLowerCase();

/** A required name, normalised before its length is checked; `max` comes from `limits`. */
export const nameText = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform(normalizeName)
    .pipe(z.string().min(1, required).max(max, `Puede tener hasta ${max} caracteres.`));
