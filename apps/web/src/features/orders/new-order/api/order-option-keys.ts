/**
 * What the order dialog picks from. Each key starts with its entity, so the live stream's events refresh
 * it (lib/live-events.ts; a product's stock change also refreshes ["promotions"], combos' limits).
 */
export const productOptionsQueryKey = ["products", "options"] as const;
export const promotionOptionsQueryKey = ["promotions", "options"] as const;
export const paymentMethodOptionsQueryKey = ["payment-methods", "options"] as const;

export const orderOptionsQueryKeys = [
  productOptionsQueryKey,
  promotionOptionsQueryKey,
  paymentMethodOptionsQueryKey,
] as const;
