/** Decision 080: how many options a group, and a line, may have. */
export const MAX_MODIFIER_OPTIONS = 30;
/** How many groups one product may ask; more would not fit the order screen's sheet. */
export const MAX_PRODUCT_MODIFIER_GROUPS = 10;

/** Named limits for every string the API accepts. */
export const limits = {
  name: 80,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  businessName: 80,
  address: 160,
  /** as typed: "+54 9 (011) 15 4567-8901" */
  phone: 30,
  categoryName: 80,
  /** Decision 074: how many categories one order of them may list; no menu has nearly as many */
  categoriesPerBusiness: 500,
  stationName: 40,
  paymentMethodName: 80,
  ingredientName: 80,
  ingredientCode: 40,
  productName: 80,
  productCode: 40,
  promotionName: 80,
  /** 'Punto de cocción', 'Guarnición' */
  modifierGroupName: 60,
  /** 'Huevo frito', 'A punto': short, it prints under the line */
  modifierOptionName: 60,
  customerName: 80,
  customerNotes: 500,
  /** Decision 049: 'Salón', 'Terraza' */
  roomName: 40,
  /** 'Mesa 12', 'Barra 3': short, as it is drawn inside the table */
  tableName: 20,
} as const;
