import type { Customer } from "@comanda/domain/customers";
import { beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type SellingBusiness, sellingBusiness } from "../../../test/orders-kit.ts";
import { useTestServer } from "../../../test/server-kit.ts";
import { pendingOrderRow } from "../../../test/service-rows-kit.ts";

describe.each(engines)("customers on %s", (engine) => {
  const server = useTestServer(engine);
  let shop: SellingBusiness;
  beforeAll(async () => {
    shop = await sellingBusiness(server());
  });

  const create = async (body: Record<string, unknown>, as = shop) => {
    const response = await as.call("POST", "/customers", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Customer;
  };
  const list = async (query = "") => (await shop.call("GET", `/customers${query}`)).json().data;

  /** An order of the customer written straight to the table: order creation does not name customers yet. */
  const orderOf = async (
    customerId: string,
    status: "completed" | "cancelled" | "pending",
    total: number,
  ) => {
    const { db } = server().ctx.database;
    const id = await pendingOrderRow(db, shop.businessId, shop.shiftId, shop.userId);
    await db
      .updateTable("order")
      .set({ customer_id: customerId, status, total })
      .where("id", "=", id)
      .execute();
  };

  it("creates, reads, edits and deletes a customer, normalising name and phone", async () => {
    const created = await create({
      name: "  Lucía  Gómez ",
      phone: "+54 9 11 4567-8901",
      address: "Av. Corrientes 1234",
    });
    expect(created).toMatchObject({
      name: "Lucía Gómez",
      phone: "1145678901",
      address: "Av. Corrientes 1234",
      notes: null,
      orders: 0,
      spent: 0,
    });
    expect((await shop.call("GET", `/customers/${created.id}`)).json().data).toEqual(created);
    const edited = await shop.call("PATCH", `/customers/${created.id}`, {
      name: "Lucía Gómez",
      phone: "",
      notes: "Timbre 3B",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ phone: null, address: null, notes: "Timbre 3B" });
    expect((await shop.call("DELETE", `/customers/${created.id}`)).statusCode).toBe(200);
    expect((await shop.call("GET", `/customers/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses a missing name and a bad phone with Spanish messages on the fields", async () => {
    const response = await shop.call("POST", "/customers", { name: " ", phone: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: "Ingresá el nombre del cliente.",
      phone: "Ingresá un teléfono válido, con característica: por ejemplo 11 4567-8901.",
    });
  });

  it("refuses a phone another customer has, on create and on edit, with the message on the field", async () => {
    await create({ name: "Marta", phone: "0223 456-7890" });
    const other = await create({ name: "Marcos" });
    for (const response of [
      await shop.call("POST", "/customers", { name: "Otra Marta", phone: "223 4567890" }),
      await shop.call("PATCH", `/customers/${other.id}`, { name: "Marcos", phone: "2234567890" }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.fields).toEqual({ phone: "Ya existe un cliente con ese teléfono." });
    }
    // Many customers may have no phone.
    await create({ name: "Sin teléfono" });
  });

  it("searches by name anywhere and by any run of the phone's digits, newest first, a page at a time", async () => {
    await create({ name: "Ramón Díaz", phone: "3514441111" });
    await create({ name: "Ramona Paz", phone: "3514442222" });
    await create({ name: "Pedro Ramos", phone: "3415550000" });
    const names = (data: { items: Customer[] }) => data.items.map((item) => item.name);
    expect(names(await list("?q=RAMON"))).toEqual(["Ramona Paz", "Ramón Díaz"]);
    expect(names(await list("?q=351%20444"))).toEqual(["Ramona Paz", "Ramón Díaz"]);
    expect(names(await list("?q=3415"))).toEqual(["Pedro Ramos"]);
    // Decision 069: the digits a customer says, anywhere in the phone.
    expect(names(await list("?q=14-44"))).toEqual(["Ramona Paz", "Ramón Díaz"]);
    expect(names(await list("?q=444-2222"))).toEqual(["Ramona Paz"]);
    expect(names(await list("?q=5550000"))).toEqual(["Pedro Ramos"]);
    const first = await list("?q=ram&limit=2");
    expect(first).toMatchObject({ total: 3 });
    expect(names(first)).toEqual(["Pedro Ramos", "Ramona Paz"]);
    expect(names(await list(`?q=ram&limit=2&cursor=${first.nextCursor}`))).toEqual(["Ramón Díaz"]);

    const options = await shop.call("GET", "/customer-options?phone=0351-444");
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.map((option: Customer) => option.phone)).toEqual(["3514441111", "3514442222"]);
    const inside = (await shop.call("GET", "/customer-options?phone=4442222")).json().data;
    expect(inside.map((option: Customer) => option.name)).toEqual(["Ramona Paz"]);
    expect((await shop.call("GET", "/customer-options?phone=")).json().data).toEqual([]);
  });

  it("counts the customer's orders and adds up what its completed ones cost; refuses deleting it", async () => {
    const buyer = await create({ name: "Cliente fiel", phone: "1133334444" });
    await orderOf(buyer.id, "completed", 150_050);
    await orderOf(buyer.id, "completed", 200_000);
    await orderOf(buyer.id, "cancelled", 90_000);
    await orderOf(buyer.id, "pending", 10_000);
    expect((await shop.call("GET", `/customers/${buyer.id}`)).json().data).toMatchObject({
      orders: 4,
      spent: 3500.5,
    });
    const listed = (await list("?q=fiel")).items[0];
    expect(listed).toMatchObject({ orders: 4, spent: 3500.5 });
    const refused = await shop.call("DELETE", `/customers/${buyer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("No se puede eliminar el cliente: tiene 4 pedidos.");

    const csv = (await shop.call("GET", "/customers/export")).body;
    expect(csv.startsWith("\uFEFFNombre;Teléfono;Dirección;Notas;Pedidos;Total gastado;Alta\r\n")).toBe(true);
    expect(csv).toMatch(/\r\nCliente fiel;1133334444;;;4;3500,50;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\r\n/);
  });

  it("quotes and guards typed text in the CSV", async () => {
    await create({ name: "=HYPERLINK(1)", notes: 'Dice "hola"; llama antes' });
    const response = await shop.call("GET", "/customers/export");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body).toContain(`'=HYPERLINK(1);;;"Dice ""hola""; llama antes";0;0,00;`);
  });

  it("keeps each business's customers to itself", async () => {
    const mine = await create({ name: "Solo mío", phone: "1177778888" });
    const other = await sellingBusiness(server());
    expect((await other.call("GET", `/customers/${mine.id}`)).statusCode).toBe(404);
    expect((await other.call("PATCH", `/customers/${mine.id}`, { name: "Robado" })).statusCode).toBe(404);
    expect((await other.call("DELETE", `/customers/${mine.id}`)).statusCode).toBe(404);
    expect((await other.call("GET", "/customers")).json().data).toMatchObject({ items: [], total: 0 });
    expect((await other.call("GET", "/customer-options?phone=1177")).json().data).toEqual([]);
    expect((await other.call("GET", "/customers/export")).body).not.toContain("Solo mío");
    // The same phone is free in another business.
    await create({ name: "Otro", phone: "1177778888" }, other);
  });

  it("lets CASHIER work with customers and refuses KITCHEN", async () => {
    const cashier = await shop.staff("CASHIER");
    const made = await cashier.call("POST", "/customers", { name: "De la caja" });
    expect(made.statusCode, made.body).toBe(201);
    expect((await cashier.call("GET", "/customer-options?phone=11")).statusCode).toBe(200);
    const cook = await shop.staff("KITCHEN");
    for (const [method, url] of [
      ["GET", "/customers"],
      ["GET", "/customers/export"],
      ["GET", "/customer-options?phone=11"],
      ["POST", "/customers"],
    ] as const)
      expect((await cook.call(method, url, method === "POST" ? { name: "X" } : undefined)).statusCode).toBe(
        403,
      );
  });
});
