import type { Shift } from "@comanda/domain";
import { type Api, call } from "./api.ts";
import { signUpOwner } from "./session.ts";

export type ServiceBusiness = {
  api: Api;
  businessId: string;
  owner: { id: string; name: string };
  categoryId: string;
  products: { id: string; name: string; price: number }[];
  paymentMethods: { id: string; name: string }[];
  shift: Shift;
};

const dishes = ["Milanesa", "Empanada", "Pizza", "Hamburguesa", "Lomito", "Choripán", "Tarta", "Ravioles"];

/**
 * A business ready to take orders, made through the API as an owner would: a category, `productCount`
 * products without a stock figure (made to order, so no order is ever refused for stock), three payment
 * methods and an open shift.
 */
export const newServiceBusiness = async (base: string, productCount = 8): Promise<ServiceBusiness> => {
  const api = { base, cookie: await signUpOwner(base) };
  const session = await call<{ user: { id: string; name: string }; business: { id: string } }>(
    api,
    "GET",
    "/api/v1/session",
  );
  const category = await call<{ id: string }>(api, "POST", "/api/v1/categories", { name: "Cocina" });
  const products: ServiceBusiness["products"] = [];
  for (let n = 0; n < productCount; n++) {
    const name = `${dishes[n % dishes.length]} ${n + 1}`;
    const price = 2500 + n * 350;
    const created = await call<{ id: string }>(api, "POST", "/api/v1/products", {
      name,
      category_id: category.id,
      price,
      unit_price: Math.round(price / 3),
    });
    products.push({ id: created.id, name, price });
  }
  const paymentMethods: ServiceBusiness["paymentMethods"] = [];
  for (const name of ["Efectivo", "Débito", "Mercado Pago"]) {
    const created = await call<{ id: string }>(api, "POST", "/api/v1/payment-methods", { name });
    paymentMethods.push({ id: created.id, name });
  }
  const shift = await call<Shift>(api, "POST", "/api/v1/shifts");
  return {
    api,
    businessId: session.business.id,
    owner: session.user,
    categoryId: category.id,
    products,
    paymentMethods,
    shift,
  };
};

/** The body of the `n`th order: two dishes, a fresh UUIDv7 id made by the client (docs/product.md#rules). */
export const orderBody = (business: ServiceBusiness, n: number, id: string) => {
  const { products, paymentMethods } = business;
  const first = products[n % products.length];
  const second = products[(n + 3) % products.length];
  return {
    id,
    turn: String(n + 1),
    payment_method_id: paymentMethods[n % paymentMethods.length]?.id,
    observation: n % 5 === 0 ? "Sin sal" : null,
    products: [
      { product_id: first?.id, quantity: 1 },
      ...(second && second !== first ? [{ product_id: second.id, quantity: 2 }] : []),
    ],
  };
};
