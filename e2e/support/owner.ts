import { randomUUID } from "node:crypto";

export type Owner = {
  name: string;
  email: string;
  password: string;
  businessName: string;
  businessAddress: string;
  businessPhone: string;
};

export const newOwner = (overrides: Partial<Owner> = {}): Owner => ({
  name: "Marta Gómez",
  email: `marta-${randomUUID().slice(0, 8)}@example.com`,
  password: "milanesa-napolitana-26",
  businessName: `Bodegón ${randomUUID().slice(0, 4)}`,
  businessAddress: "Av. Rivadavia 5000, CABA",
  businessPhone: "1155554444",
  ...overrides,
});
