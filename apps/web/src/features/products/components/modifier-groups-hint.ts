/** The groups field's hint, shared with the place the dialog keeps for it while the field's chunk downloads. */
export const modifierGroupsHint = "Lo que el pedido pregunta al agregar el producto, en este orden";
