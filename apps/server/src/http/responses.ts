import { z } from "zod";

/** The success envelope every route answers with (docs/product.md#api): `{ data: … }`. */
export const okResponse = <T extends z.ZodType>(data: T) => z.object({ data });

/** The answer of a route that has nothing to return but that it worked. */
export const doneResponse = okResponse(z.object({ ok: z.literal(true) }));
export const done = { data: { ok: true as const } };
