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
  /**
   * Decision 080: the groups every product asks, when the business was made `withOptions`; its orders are
   * then four lines of two options each (one per group), a note on some. Empty: two plain lines.
   */
  groups: ModifierGroupSeed[];
};

export type ModifierGroupSeed = {
  id: string;
  name: string;
  options: { id: string; name: string; price: number }[];
};

/** A required single choice and an optional side with a price: two options on every line. */
const groupInputs = [
  {
    name: "Punto de cocción",
    min_choices: 1,
    max_choices: 1,
    options: [
      { name: "Jugoso", price: 0 },
      { name: "A punto", price: 0 },
      { name: "Cocido", price: 0 },
    ],
  },
  {
    name: "Guarnición",
    min_choices: 0,
    max_choices: 2,
    options: [
      { name: "Papas fritas", price: 1500 },
      { name: "Ensalada mixta", price: 1200 },
      { name: "Puré", price: 1000 },
    ],
  },
];

const dishes = ["Milanesa", "Empanada", "Pizza", "Hamburguesa", "Lomito", "Choripán", "Tarta", "Ravioles"];

/**
 * A business ready to take orders, made through the API as an owner would: a category, `productCount`
 * products without a stock figure (made to order, so no order is ever refused for stock), three payment
 * methods and an open shift; `withOptions`, two modifier groups every product asks (decision 080).
 */
export const newServiceBusiness = async (
  base: string,
  productCount = 8,
  { withOptions = false } = {},
): Promise<ServiceBusiness> => {
  const api = { base, cookie: await signUpOwner(base) };
  const session = await call<{ user: { id: string; name: string }; business: { id: string } }>(
    api,
    "GET",
    "/api/v1/session",
  );
  const category = await call<{ id: string }>(api, "POST", "/api/v1/categories", { name: "Cocina" });
  const groups: ModifierGroupSeed[] = [];
  for (const input of withOptions ? groupInputs : []) {
    groups.push(await call<ModifierGroupSeed>(api, "POST", "/api/v1/modifier-groups", input));
  }
  const products: ServiceBusiness["products"] = [];
  for (let n = 0; n < productCount; n++) {
    const name = `${dishes[n % dishes.length]} ${n + 1}`;
    const price = 2500 + n * 350;
    const created = await call<{ id: string }>(api, "POST", "/api/v1/products", {
      name,
      category_id: category.id,
      price,
      unit_price: Math.round(price / 3),
      ...(withOptions ? { modifier_group_ids: groups.map((group) => group.id) } : {}),
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
    groups,
  };
};

const lineNotes = ["sin sal", "para compartir", "bien caliente"];

/**
 * Four different products of the business for the `n`th order, spread as customers' choices are: picked by
 * a fixed pseudo-random sequence, so orders in flight together share a product (a stock row both update) as
 * often as chance has it, not by the order's number.
 */
const fourProducts = (count: number, n: number) => {
  const chosen: number[] = [];
  // MurmurHash3's finaliser of (n, attempt): well mixed, and the same for the API's orders and the raw loop's.
  const mix = (value: number) => {
    let h = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  for (let attempt = 0; chosen.length < Math.min(4, count); attempt++) {
    const index = mix(Math.imul(n, 64) + attempt) % count;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
};

/**
 * The `n`th order of a business `withOptions`: four different dishes (1, 2, 1 and 1 of them), each with a
 * point and a side, one line in two with a note ('sin sal'), the order's note on one order in five.
 */
const optionsOrderBody = (business: ServiceBusiness, n: number, id: string) => {
  const { products, paymentMethods, groups } = business;
  const lines = fourProducts(products.length, n).map((at, index) => {
    const product = products[at];
    return {
      product_id: product?.id,
      quantity: index === 1 ? 2 : 1,
      options: groups.flatMap((group) => {
        const option = group.options[(n + index) % group.options.length];
        return option ? [option.id] : [];
      }),
      note: (n + index) % 2 === 0 ? (lineNotes[(n + index) % lineNotes.length] ?? null) : null,
    };
  });
  return {
    id,
    turn: String(n + 1),
    payment_method_id: paymentMethods[n % paymentMethods.length]?.id,
    observation: n % 5 === 0 ? "Mesa de la ventana" : null,
    products: lines,
  };
};

/**
 * The body of the `n`th order, a fresh UUIDv7 id made by the client (docs/product.md#rules): two dishes, or
 * four lines with options for a business made `withOptions`.
 */
export const orderBody = (business: ServiceBusiness, n: number, id: string) => {
  if (business.groups.length > 0) return optionsOrderBody(business, n, id);
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
