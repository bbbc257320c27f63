import { z } from "zod";
import { listQuery } from "./lists.ts";

/** Decision 047: what the audit trail records, each in the transaction of the change itself. */
export const auditActions = [
  "created",
  "edited",
  "discounted",
  "cancelled",
  "completed",
  "authorized",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  created: "Creó",
  edited: "Modificó",
  discounted: "Descontó",
  cancelled: "Canceló",
  completed: "Cobró",
  authorized: "Autorizado con PIN",
};

export const auditEntry = z.object({
  id: z.string(),
  at: z.number(),
  userName: z.string(),
  action: z.enum(auditActions),
  /** the order it is about, when it is about one */
  orderId: z.string().nullable(),
  /** what it was done to, as it was called then: "Pedido 12", "Producto Coca-Cola" */
  target: z.string(),
  detail: z.string(),
  /** the ADMIN whose PIN let the user do it */
  authorizedBy: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "La fecha debe ser AAAA-MM-DD.")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00-03:00`)), "La fecha no es válida.");

/** GET /audit: newest first; days in Buenos Aires time, both included. */
export const auditQuery = listQuery.omit({ q: true }).extend({
  from: day.optional(),
  to: day.optional(),
  action: z.enum(auditActions, { error: "La acción no es válida." }).optional(),
  user: z.string().max(100, "El usuario no es válido.").optional(),
  order: z.uuid({ error: "El pedido no es válido." }).optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** Argentina keeps UTC−3 all year: a Buenos Aires day starts at 03:00 UTC. */
export const businessDayStart = (date: string): number => Date.parse(`${date}T00:00:00-03:00`);
