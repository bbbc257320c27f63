import { category, ingredient, page, paymentMethod, session } from "@comanda/domain";
import fc from "fast-check";
import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { compileJsonEncoder, responseSerializerCompiler } from "./response-serializer.ts";
import { seal } from "./sealed-answer.ts";

const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/x", httpStatus: "200" }) as never;
/** What the library answers: its JSON, or the name of what it throws. */
const outcome = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (error) {
    return `threw ${(error as Error).name}`;
  }
};

const item = {
  id: "019a0000-0000-7000-8000-000000000000",
  name: 'Café "con" leche\\ 👨‍🍳',
  status: "enabled",
  productCount: 3,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_001,
};
const listPage = z.object({ data: page(category) });

const odd = fc.oneof(
  fc.anything(),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.double(),
  fc.constantFrom(-0, 2 ** 53, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "enabled", "disabled", null),
);
const itemArbitrary = fc.record(
  {
    id: fc.oneof(fc.uuid(), odd),
    name: fc.oneof(fc.string({ unit: "binary", maxLength: 20 }), odd),
    status: fc.oneof(fc.constantFrom("enabled", "disabled"), odd),
    productCount: fc.oneof(fc.integer(), odd),
    createdAt: fc.oneof(fc.integer({ min: 0 }), odd),
    updatedAt: fc.oneof(fc.integer({ min: 0 }), odd),
    passwordHash: fc.string(),
  },
  { requiredKeys: [] },
);

describe("the response serializer", () => {
  it("writes a list page itself, without zod, as the library would", () => {
    const value = { data: { items: [item, { ...item, status: "disabled" }], total: 2, nextCursor: null } };
    const json = compileJsonEncoder(listPage)(value);
    expect(json).toBe(serializerCompiler(route(listPage))(value));
    expect(JSON.parse(json ?? "")).toEqual(value);
  });

  it("leaves out every key the schema does not name", () => {
    const value = {
      data: { items: [{ ...item, business_id: "b", name_key: "café" }], total: 1, nextCursor: null },
    };
    const json = responseSerializerCompiler(route(listPage))({ ...value, secret: 1 });
    expect(json).not.toMatch(/business_id|name_key|secret/);
    expect(JSON.parse(json)).toEqual({ data: { items: [item], total: 1, nextCursor: null } });
  });

  it("refuses what the schema refuses, as the library does", () => {
    const serialize = responseSerializerCompiler(route(listPage));
    for (const bad of [
      { ...item, status: "archived" },
      { ...item, productCount: 1.5 },
      { ...item, createdAt: Number.NaN },
      { ...item, updatedAt: Number.POSITIVE_INFINITY },
      { ...item, name: 1 },
      { ...item, id: undefined },
    ]) {
      expect(() => serialize({ data: { items: [bad], total: 1, nextCursor: null } })).toThrow(
        "Response doesn't match the schema",
      );
    }
    expect(() => serialize({ data: { items: [], total: -1, nextCursor: null } })).toThrow();
  });

  it("answers exactly as the library for any value, fitting or not", () => {
    const schemas = [
      listPage,
      z.object({ data: page(paymentMethod) }),
      z.object({ data: page(ingredient) }),
      z.object({ data: session }),
      z.object({ data: category }),
      // Shapes the compiled writer leaves to zod, in whole or in part.
      z.object({ a: z.string().max(3), b: z.uuid().optional(), c: z.number().multipleOf(2).nullable() }),
      z.strictObject({ a: z.literal(["x", 1, true]) }),
      z.object({ a: z.string().default("d"), b: z.date().optional(), c: z.array(z.boolean()).min(1) }),
      z.object({ a: z.array(z.number().int().positive().lt(10)), b: z.null(), c: z.string().optional() }),
      z.object({
        a: z.array(z.string().optional()),
        b: z.boolean().optional(),
        c: z.enum(["x", "y"]).nullable(),
      }),
      z.object({
        a: z.literal([null, 0, false]).optional(),
        b: z.object({ c: z.number() }).optional(),
        c: z.string(),
      }),
    ];
    for (const schema of schemas) {
      const ours = responseSerializerCompiler(route(schema));
      const library = serializerCompiler(route(schema));
      const values = fc.oneof(
        odd,
        fc.record({
          data: fc.record({ items: fc.array(itemArbitrary, { maxLength: 3 }), total: odd, nextCursor: odd }),
        }),
        fc.record({ data: itemArbitrary }),
        fc.record({ a: odd, b: odd, c: odd }, { requiredKeys: [] }),
        fc.record({ a: fc.array(odd, { maxLength: 3 }), b: odd, c: fc.string() }, { requiredKeys: [] }),
      );
      fc.assert(
        fc.property(values, (value) => {
          expect(outcome(ours, value)).toBe(outcome(library, value));
        }),
        { numRuns: 500 },
      );
    }
  });

  it("writes a sealed answer once and sends the same text, and an unsealed one every time", () => {
    const serialize = responseSerializerCompiler(route(listPage));
    const fresh = () => ({ data: { items: [{ ...item }], total: 1, nextCursor: null } });
    const sealed = seal(fresh());
    const json = serialize(sealed);
    expect(json).toBe(serializerCompiler(route(listPage))(fresh()));
    // The writer looks at every array it writes: sent again, the sealed page is not looked at.
    const looked = vi.spyOn(Array, "isArray");
    try {
      expect(serialize(sealed)).toBe(json);
      expect(looked).not.toHaveBeenCalled();
    } finally {
      looked.mockRestore();
    }
    expect(() => {
      (sealed.data.items[0] as { name: string }).name = "Otro";
    }).toThrow(TypeError);

    const open = fresh();
    expect(serialize(open)).toBe(json);
    (open.data.items[0] as { name: string }).name = "Otro";
    expect(serialize(open)).toContain('"name":"Otro"');
  });
});
