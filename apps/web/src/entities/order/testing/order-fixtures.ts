import type { PaymentMethod, ProductOption, PromotionOption } from "@comanda/domain";

/** Test data for the 'Nuevo pedido' dialog's tests. */
const uuid = (prefix: string, n: number) => `${prefix}-0000-7000-8000-${String(n).padStart(12, "0")}`;
const drinks = uuid("0190d000", 1);
const kitchen = uuid("0190d000", 2);

export const bebidas = { id: drinks, name: "Bebidas" };
export const cocina = { id: kitchen, name: "Cocina" };

export const productOption = (
  n: number,
  name: string,
  price: number,
  quantity: number | null,
  categoryId = drinks,
): ProductOption => ({
  id: uuid("0190c000", n),
  name,
  price,
  quantity,
  categoryId,
  modifierGroupIds: [],
});

export const milanesa = productOption(1, "Milanesa", 5500, null, kitchen);
export const coca = productOption(2, "Coca-Cola", 1200, 3);
export const agua = productOption(3, "Agua", 900, 0);
export const hamburguesa = productOption(4, "Hamburguesa", 3000, 2, kitchen);

export const promotionOption = (
  n: number,
  name: string,
  value: number,
  items: { product: ProductOption; quantityNeeded: number }[],
  maxQuantity: number | null,
): PromotionOption => ({
  id: uuid("0190b000", n),
  name,
  value,
  items: items.map(({ product, quantityNeeded }) => ({
    productId: product.id,
    name: product.name,
    quantityNeeded,
    quantity: product.quantity,
  })),
  maxQuantity,
});

/** Hamburguesa (stock 2) and Coca-Cola (stock 3), one of each: 2 combos at most. */
export const comboBurger = promotionOption(
  1,
  "Combo Burger",
  4000,
  [
    { product: hamburguesa, quantityNeeded: 1 },
    { product: coca, quantityNeeded: 1 },
  ],
  2,
);
export const comboAgua = promotionOption(2, "Combo Agua", 1500, [{ product: agua, quantityNeeded: 2 }], 0);
export const comboMila = promotionOption(
  3,
  "Combo Mila",
  9000,
  [{ product: milanesa, quantityNeeded: 2 }],
  null,
);

const at = Date.UTC(2026, 10, 20, 15);
export const paymentMethod = (n: number, name: string, status: PaymentMethod["status"]): PaymentMethod => ({
  id: uuid("0190e000", n),
  name,
  status,
  // Decision 020's payment methods say whether they are cash (the cash count adds the float to them).
  isCash: name === "Efectivo",
  createdAt: at,
  updatedAt: at,
});

export const efectivo = paymentMethod(1, "Efectivo", "enabled");
export const cheque = paymentMethod(2, "Cheque", "disabled");
export const mercadoPago = paymentMethod(3, "Mercado Pago", "enabled");
