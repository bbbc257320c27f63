/** The payment method this device used last, per business (decision 028): most sales repeat it. */
export const lastPaymentMethodKey = (businessId: string) => `comanda.last-payment-method.${businessId}`;

export const readLastPaymentMethod = (businessId: string): string | null => {
  try {
    return localStorage.getItem(lastPaymentMethodKey(businessId));
  } catch {
    return null;
  }
};

export const rememberPaymentMethod = (businessId: string, id: string) => {
  try {
    localStorage.setItem(lastPaymentMethodKey(businessId), id);
  } catch {
    // Private mode or a full storage: the next order starts from the cash method instead.
  }
};

/**
 * The chosen method while it is still enabled; else the last used here; else the business's cash method
 * (docs/product.md#new-order: a new device started on 'Crédito', the first by name); else the first (often
 * the only) one.
 */
export const effectivePaymentMethod = (
  methods: readonly { id: string; isCash?: boolean }[],
  chosen: string | null,
  lastUsed: string | null,
): string => {
  const enabled = (id: string | null) => id !== null && methods.some((method) => method.id === id);
  if (enabled(chosen)) return chosen as string;
  if (enabled(lastUsed)) return lastUsed as string;
  return (methods.find((method) => method.isCash) ?? methods[0])?.id ?? "";
};
