import { describe, expect, it } from "vitest";
import { byCourse, courseName, coursesInput, defaultCourses } from "./courses.ts";
import { heldCourses, sentLines, servedKey } from "./kitchen.ts";
import { roundInput } from "./tabs.ts";

describe("courses (decision 082)", () => {
  it("takes the owner's courses: kept ones by id, new ones without, none repeated, at least one", () => {
    expect(coursesInput.parse([{ id: "entrada", name: " Entradas " }, { name: "Parrilla" }])).toEqual([
      { id: "entrada", name: "Entradas" },
      { name: "Parrilla" },
    ]);
    expect(coursesInput.safeParse([{ name: "Postre" }, { name: "POSTRE" }]).error?.issues[0]?.message).toBe(
      "Cada tiempo puede estar una sola vez.",
    );
    expect(coursesInput.safeParse([]).error?.issues[0]?.message).toBe("Dejá al menos un tiempo.");
    expect(coursesInput.safeParse([{ id: "A B", name: "X" }]).success).toBe(false);
  });

  it("groups lines by course in the business's order, unknown and none last", () => {
    const lines = [
      { name: "Flan", course: "postre" },
      { name: "Agua", course: null },
      { name: "Bife", course: "principal" },
      { name: "Provoleta", course: "entrada" },
      { name: "Viejo", course: "borrado" },
    ];
    expect(
      byCourse(defaultCourses, lines).map((group) => [
        group.course?.name ?? null,
        group.lines.map((l) => l.name),
      ]),
    ).toEqual([
      ["Entrada", ["Provoleta"]],
      ["Principal", ["Bife"]],
      ["Postre", ["Flan"]],
      [null, ["Agua", "Viejo"]],
    ]);
    expect(courseName(defaultCourses, "postre")).toBe("Postre");
    expect(courseName(defaultCourses, "borrado")).toBeNull();
  });

  it("sends the stations a tab's lines less what a course holds", () => {
    const line = {
      kind: "product" as const,
      itemId: "bife",
      name: "Bife",
      categoryId: null,
      quantity: 3,
      unitPrice: 1,
      subtotal: 3,
      items: [],
      options: [],
      note: null,
      course: "principal",
    };
    const key = servedKey({ kind: "product", itemId: "bife", optionIds: [], note: null });
    expect(sentLines({ lines: [line], held: [{ key, quantity: 2 }] }).lines[0]?.quantity).toBe(1);
    expect(sentLines({ lines: [line], held: [{ key, quantity: 3 }] }).lines).toEqual([]);
  });

  it("lets a round hold courses, none by default", () => {
    const round = {
      id: "0190a000-0000-7000-8000-000000000001",
      products: [{ product_id: "0190a000-0000-7000-8000-000000000002", quantity: 1 }],
    };
    expect(roundInput.parse(round).hold).toEqual([]);
    expect(roundInput.parse({ ...round, hold: ["principal"] }).hold).toEqual(["principal"]);
  });
});

describe("heldCourses", () => {
  it("names each course a tab holds once, in the order of its lines", () => {
    const line = (itemId: string, course: string | null) => ({
      kind: "product" as const,
      itemId,
      name: itemId,
      categoryId: null,
      quantity: 1,
      unitPrice: 1,
      subtotal: 1,
      items: [],
      options: [],
      note: null,
      course,
    });
    const key = (itemId: string) => servedKey({ kind: "product", itemId, optionIds: [], note: null });
    const order = {
      lines: [
        line("provoleta", "entrada"),
        line("bife", "principal"),
        line("vacio", "principal"),
        line("flan", "postre"),
      ],
      held: [
        { key: key("bife"), quantity: 1 },
        { key: key("vacio"), quantity: 2 },
        { key: key("flan"), quantity: 1 },
      ],
    };
    expect(heldCourses(order)).toEqual(["principal", "postre"]);
    expect(heldCourses({ lines: order.lines, held: [] })).toEqual([]);
  });
});
