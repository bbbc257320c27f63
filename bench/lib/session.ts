import { randomBytes } from "node:crypto";

/** Signs up a business over HTTP and returns its owner's cookie header, as a browser would hold it. */
export const signUpOwner = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/api/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Dueña de Prueba",
      email: `bench-${randomBytes(4).toString("hex")}@example.com`,
      password: `Bench-${randomBytes(9).toString("base64url")}`,
      business_name: "Bodegón de Prueba",
      business_address: "Av. Corrientes 1234, CABA",
      business_phone: "1145678901",
    }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
};

/** Enough categories that the list page is full and has a next page. */
export const seedCategories = async (base: string, cookie: string, count: number) => {
  for (let index = 1; index <= count; index++) {
    const response = await fetch(`${base}/api/v1/categories`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ name: `Categoría ${index}` }),
    });
    if (response.status !== 201) throw new Error(`category: ${response.status} ${await response.text()}`);
  }
};
