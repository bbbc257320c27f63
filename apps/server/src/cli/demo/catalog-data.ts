import type { IngredientUnit, Role } from "@comanda/domain";
import { demoEmails } from "../../auth/demo-accounts.ts";

// What the demo business sells and who works there (decision 059). Prices in pesos of 2026;
// stocks in the item's unit (ingredients: kg, lt or pieces).

export const demoBusiness = {
  name: "La Esquina (demo)",
  address: "Av. Scalabrini Ortiz 1502, Palermo, CABA",
  phone: "11 4831-2290",
};

export type StaffSpec = { key: "owner" | "cashier" | "kitchen"; name: string; email: string; role: Role };

/** The owner signs up; the others are the staff the owner added. Same password for all three (new each run). */
export const demoStaff: readonly StaffSpec[] = [
  { key: "owner", name: "Laura Giménez", email: demoEmails.owner, role: "ADMIN" },
  { key: "cashier", name: "Martín Sosa", email: demoEmails.cashier, role: "CASHIER" },
  { key: "kitchen", name: "Rosa Benítez", email: demoEmails.kitchen, role: "KITCHEN" },
];

export const categoryNames = ["Empanadas", "Pizzas", "Minutas", "Bebidas", "Postres", "Cafetería"] as const;
export type CategoryName = (typeof categoryNames)[number];

/** Decision 082: each category's products start in the business's default course ('Sin tiempo': null). */
export const categoryCourses: Record<CategoryName, string | null> = {
  Empanadas: "entrada",
  Pizzas: "principal",
  Minutas: "principal",
  Bebidas: "bebida",
  Postres: "postre",
  Cafetería: null,
};

export type IngredientSpec = {
  key: string;
  name: string;
  unit: IngredientUnit;
  /** what the supplier's delivery fills it up to (about two and a half days of sales) */
  stock: number;
  /** the owner's minimum: below it in the morning, the supplier comes that day */
  min: number;
  /** pesos per kg, lt or piece */
  cost: number;
};

export const ingredientSpecs: readonly IngredientSpec[] = [
  { key: "harina", name: "Harina 000", unit: "kg", stock: 30, min: 15, cost: 1_200 },
  { key: "muzza", name: "Muzzarella", unit: "kg", stock: 45, min: 25, cost: 9_500 },
  { key: "salsa", name: "Salsa de tomate", unit: "lt", stock: 18, min: 9, cost: 3_200 },
  { key: "jamon", name: "Jamón cocido", unit: "kg", stock: 8, min: 4, cost: 14_500 },
  { key: "carne", name: "Carne picada", unit: "kg", stock: 12, min: 7, cost: 10_500 },
  { key: "tapas", name: "Tapas de empanada", unit: "piece", stock: 600, min: 300, cost: 160 },
  { key: "cafe", name: "Café en grano", unit: "kg", stock: 3, min: 1, cost: 29_000 },
  { key: "leche", name: "Leche", unit: "lt", stock: 14, min: 5, cost: 1_500 },
  // Decision 080: the 'Huevo frito' of the extras takes one.
  { key: "huevos", name: "Huevos", unit: "piece", stock: 90, min: 30, cost: 250 },
];

export type ProductSpec = {
  key: string;
  name: string;
  category: CategoryName;
  /** pesos */
  price: number;
  /** pesos: what it costs the business */
  cost: number;
  /** units in stock; null when the stock is not tracked */
  stock: number | null;
  /** when tracked: below this in the morning, the delivery fills it up to `stock` again */
  reorderAt?: number;
  /** how often it is chosen within its category */
  weight: number;
  /** [ingredient key, grams, millilitres or pieces per unit sold] */
  recipe: readonly (readonly [string, number])[];
};

/** [key, name, price, cost, weight, recipe ("ingredient:amount …"), tracked stock [units, reorder at]] */
type Row = readonly [string, string, number, number, number, string?, (readonly [number, number])?];

const inCategory = (category: CategoryName, rows: readonly Row[]): ProductSpec[] =>
  rows.map(([key, name, price, cost, weight, recipe = "", tracked]) => ({
    key,
    name,
    category,
    price,
    cost,
    weight,
    stock: tracked ? tracked[0] : null,
    reorderAt: tracked?.[1],
    recipe: recipe
      .split(" ")
      .filter(Boolean)
      .map((part) => {
        const [ingredient = "", amount = "0"] = part.split(":");
        return [ingredient, Number(amount)] as const;
      }),
  }));

const pizza = "harina:250 muzza:350 salsa:150";

export const productSpecs: readonly ProductSpec[] = [
  ...inCategory("Empanadas", [
    ["emp-carne", "Empanada de carne", 1_800, 700, 30, "tapas:1 carne:60"],
    ["emp-jyq", "Empanada de jamón y queso", 1_800, 650, 25, "tapas:1 jamon:25 muzza:30"],
    ["emp-pollo", "Empanada de pollo", 1_800, 650, 15, "tapas:1"],
    ["emp-humita", "Empanada de humita", 1_800, 550, 10, "tapas:1"],
    ["emp-verdura", "Empanada de verdura", 1_800, 550, 8, "tapas:1"],
    ["emp-caprese", "Empanada caprese", 1_900, 600, 8, "tapas:1 muzza:30"],
  ]),
  ...inCategory("Pizzas", [
    ["pz-muzza", "Pizza muzzarella", 14_000, 5_200, 40, pizza],
    ["pz-napo", "Pizza napolitana", 16_500, 5_800, 15, pizza],
    ["pz-fuga", "Pizza fugazzeta", 16_000, 5_600, 15, "harina:250 muzza:400"],
    ["pz-especial", "Pizza especial", 17_500, 6_400, 15, `${pizza} jamon:100`],
    ["faina", "Porción de fainá", 2_500, 600, 10],
  ]),
  ...inCategory("Minutas", [
    ["mila", "Milanesa con papas fritas", 13_500, 5_000, 30],
    ["mila-napo", "Milanesa napolitana con papas", 16_000, 6_000, 20, "jamon:30 muzza:60 salsa:50"],
    ["burger", "Hamburguesa completa con papas", 12_500, 4_800, 20],
    ["tortilla", "Tortilla de papas", 9_500, 3_000, 8],
    ["sandwich", "Sándwich de milanesa", 11_000, 4_200, 15],
    ["papas", "Papas fritas", 6_000, 1_800, 10],
  ]),
  ...inCategory("Bebidas", [
    ["coca", "Coca-Cola 500 ml", 3_500, 1_600, 30, "", [168, 80]],
    ["sprite", "Sprite 500 ml", 3_500, 1_600, 10, "", [40, 18]],
    ["agua", "Agua mineral 500 ml", 2_800, 1_000, 20, "", [72, 32]],
    ["saborizada", "Agua saborizada 500 ml", 3_000, 1_200, 10, "", [36, 16]],
    ["coca-grande", "Coca-Cola 1,5 L", 6_000, 2_900, 15, "", [30, 12]],
    ["quilmes", "Cerveza Quilmes 1 L", 6_500, 3_000, 15, "", [30, 12]],
    ["ipa", "Pinta de cerveza IPA", 5_500, 1_800, 12],
    ["malbec", "Vino Malbec (botella)", 15_000, 7_000, 6, "", [12, 5]],
    ["limonada", "Limonada con menta y jengibre", 7_000, 1_500, 8],
  ]),
  ...inCategory("Postres", [
    ["flan", "Flan casero con dulce de leche", 5_000, 1_400, 30, "leche:100"],
    ["helado", "Helado (2 bochas)", 5_500, 2_000, 20],
    ["panqueque", "Panqueque con dulce de leche", 5_500, 1_500, 15, "harina:40 leche:80"],
    ["tiramisu", "Tiramisú", 6_500, 2_400, 10],
    ["alfajor", "Alfajor de maicena", 2_000, 700, 25, "", [30, 10]],
  ]),
  ...inCategory("Cafetería", [
    ["cafe", "Café", 2_800, 500, 25, "cafe:8"],
    ["cafe-leche", "Café con leche", 3_500, 800, 25, "cafe:8 leche:150"],
    ["cortado", "Cortado", 3_000, 600, 20, "cafe:8 leche:40"],
    ["medialuna", "Medialuna", 1_200, 450, 30, "", [30, 22]],
    ["tostado", "Tostado de jamón y queso", 7_500, 2_500, 15, "jamon:40 muzza:40"],
  ]),
];

export type ComboSpec = {
  key: string;
  name: string;
  price: number;
  items: readonly (readonly [string, number])[];
};

export const comboSpecs: readonly ComboSpec[] = [
  {
    key: "docena",
    name: "Docena clásica",
    price: 19_000,
    items: [
      ["emp-carne", 6],
      ["emp-jyq", 6],
    ],
  },
  {
    key: "pizza-gaseosas",
    name: "Pizza + 2 gaseosas",
    price: 18_000,
    items: [
      ["pz-muzza", 1],
      ["coca", 2],
    ],
  },
];

export type MethodKey = "cash" | "debit" | "credit" | "qr";
export const paymentMethodSpecs: readonly { key: MethodKey; name: string; isCash: boolean }[] = [
  { key: "cash", name: "Efectivo", isCash: true },
  { key: "debit", name: "Débito", isCash: false },
  { key: "credit", name: "Crédito", isCash: false },
  { key: "qr", name: "Transferencia / QR", isCash: false },
];

export type CustomerSpec = { name: string; phone: string; address: string | null; notes: string | null };

/** Regulars of the neighbourhood, [name, phone, address, notes]; those without an address only take away. */
export const customerSpecs: readonly CustomerSpec[] = (
  [
    ["Carla Domínguez", "11 5432-1098", "Gurruchaga 1745, 3° B"],
    ["Javier Ruiz", "11 6120-4471", "Armenia 1920", "Tocar timbre 2 veces."],
    ["Sofía Herrera", "11 4775-8032", "Av. Córdoba 4450, 7° A"],
    ["Nicolás Fernández", "11 3344-9087", "Thames 1566, PB"],
    ["Valentina López", "11 5890-1123", "Costa Rica 4780"],
    ["Diego Martínez", "11 6677-2045", "Malabia 1333, 2° C"],
    ["Lucía Romero", "11 4833-6710", "Honduras 4912", "Portero roto: llamar al llegar."],
    ["Matías Acosta", "11 5012-7788", "Av. Santa Fe 3850, 10° D"],
    ["Camila Torres", "11 6234-5590", "Guatemala 4601"],
    ["Federico Álvarez", "11 4821-3356", "Charcas 4120, 5° A"],
    ["Agustina Benítez", "11 5566-0912", "Serrano 1480"],
    ["Tomás Medina", "11 3012-8845", "Av. Raúl Scalabrini Ortiz 1780, 4° B"],
    ["Florencia Castro", "11 6401-2273", "El Salvador 4650"],
    ["Santiago Pereyra", "11 4899-1402", "Paraguay 4300, 1° A"],
    ["Micaela Sosa", "11 5123-6689", "Uriarte 1950"],
    ["Gonzalo Ramírez", "11 6789-3321", null],
    ["Julieta Molina", "11 4567-9012", null],
    ["Andrés Silva", "11 5234-7760", null],
    ["Paula Giménez", "11 6345-1187", "Cabrera 4210, 6° F"],
    ["Ezequiel Ortiz", "11 4712-5543", "Soler 4380"],
  ] as const satisfies readonly (readonly [string, string, string | null, string?])[]
).map((row): CustomerSpec => ({ name: row[0], phone: row[1], address: row[2], notes: row[3] ?? null }));

export const observations = [
  "Sin cebolla",
  "Bien cocida",
  "Sin sal",
  "Mayonesa aparte",
  "Sin hielo",
  "Cortar en 8",
  "Para compartir",
  "Con cubiertos",
] as const;
