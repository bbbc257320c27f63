/** How each record is named in the confirm texts of docs/product.md#confirm-dialogs ('esta categoria', 'este medio de pago', …). */
export const recordNouns = {
  category: "esta categoria",
  paymentMethod: "este medio de pago",
  user: "este usuario",
  product: "este producto",
  ingredient: "este ingrediente",
  promotion: "esta promoción",
  station: "esta estación",
  customer: "este cliente",
} as const;
export type RecordNoun = (typeof recordNouns)[keyof typeof recordNouns];

export const deleteConfirmText = (noun: RecordNoun) => `Estas seguro de que deseas eliminar ${noun}?`;

/** `enable` is what the switch is about to do: true asks to enable, false to disable. */
export const toggleConfirmText = (enable: boolean, noun: RecordNoun) =>
  `Estas seguro de que deseas ${enable ? "habilitar" : "deshabilitar"} ${noun}?`;
