import { z } from "zod";

/**
 * `GET /api/v1/health` (docs/decisions/071): 503 when the database does not answer;
 * otherwise 200, 'degraded' while the disk is full (writes refused, reads served).
 */
export const health = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["sqlite", "postgres"]),
  disk: z.enum(["ok", "full"]),
});

export type Health = z.infer<typeof health>;
