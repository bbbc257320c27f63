import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { addUser, type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

// Real 1×1 images, as an image editor writes them.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const jpeg = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
const webp = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(engines)("business logo on %s", (engine) => {
  const server = useTestServer(engine);

  const upload = (cookies: Cookies, body: Buffer, contentType = "image/png") =>
    inject(server(), {
      method: "PUT",
      url: "/api/v1/business/logo",
      payload: body,
      headers: { "content-type": contentType },
      cookies,
    });
  const stored = async (businessId: string) =>
    server()
      .ctx.database.db.selectFrom("business_logo")
      .select(["mime", "bytes"])
      .where("business_id", "=", businessId)
      .executeTakeFirst();

  it("accepts PNG, JPEG and WebP by their bytes and serves each back as a WebP made by us", async () => {
    const owner = await signUp(server(), { business_name: "Logo Uno" });
    for (const [bytes, sentAs] of [
      [png, "image/png"],
      [jpeg, "application/octet-stream"],
      // A WebP sent claiming to be a PNG is still read as what it is.
      [webp, "image/png"],
    ] as const) {
      const put = await upload(owner.cookies, bytes, sentAs);
      expect(put.statusCode, sentAs).toBe(200);
      const logoUrl = put.json().data.logoUrl as string;
      expect(logoUrl).toMatch(/^\/api\/v1\/business\/logo\?v=\d+$/);
      const got = await inject(server(), { method: "GET", url: logoUrl, cookies: owner.cookies });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe("image/webp");
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(got.headers["cache-control"]).toBe("private, max-age=300");
      expect(got.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
      expect(got.rawPayload.equals(bytes)).toBe(false);
      const again = await inject(server(), {
        method: "GET",
        url: logoUrl,
        cookies: owner.cookies,
        headers: { "if-none-match": String(got.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it("refuses an HTML or SVG file renamed .png, and anything over 1 MB, in Spanish", async () => {
    const owner = await signUp(server(), { business_name: "Logo Dos" });
    for (const [body, type] of [
      [html, "image/png"],
      [svg, "image/png"],
      [svg, "image/svg+xml"],
      [html, "text/html"],
    ] as const) {
      const put = await upload(owner.cookies, body, type);
      expect(put.statusCode, type).toBe(400);
      expect(put.json().error.message).toBe("El logo debe ser una imagen PNG, JPEG o WebP.");
    }
    // Just over the limit (read, then refused) and far over it (Fastify stops reading).
    for (const size of [1024 * 1024 + 1, 5 * 1024 * 1024]) {
      const big = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const put = await upload(owner.cookies, big);
      expect(put.statusCode, put.body).toBe(400);
      expect(put.json().error.message).toBe("El logo puede pesar hasta 1 MB.");
    }
    expect(await stored(owner.session.business.id)).toBeUndefined();
  });

  it("lets only ADMIN upload or remove the logo", async () => {
    const owner = await signUp(server(), { business_name: "Logo Tres" });
    const businessId = owner.session.business.id;
    const cashier = await addUser(server(), businessId, "CASHIER");
    const kitchen = await addUser(server(), businessId, "KITCHEN");
    for (const who of [cashier, kitchen]) expect((await upload(who.cookies, png)).statusCode).toBe(403);
    expect(await stored(businessId)).toBeUndefined();

    expect((await upload(owner.cookies, png)).statusCode).toBe(200);
    for (const who of [cashier, kitchen]) {
      const remove = await inject(server(), {
        method: "DELETE",
        url: "/api/v1/business/logo",
        cookies: who.cookies,
      });
      expect(remove.statusCode).toBe(403);
      // Every role reads it: tickets carry it.
      const read = await inject(server(), {
        method: "GET",
        url: "/api/v1/business/logo",
        cookies: who.cookies,
      });
      expect(read.statusCode).toBe(200);
    }
    const remove = await inject(server(), {
      method: "DELETE",
      url: "/api/v1/business/logo",
      cookies: owner.cookies,
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().data.logoUrl).toBeNull();
    expect(await stored(businessId)).toBeUndefined();
    const gone = await inject(server(), {
      method: "GET",
      url: "/api/v1/business/logo",
      cookies: owner.cookies,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("shows the logo on the price list and the menu, each business only its own", async () => {
    const first = await signUp(server(), { business_name: "Logo Cuatro" });
    const second = await signUp(server(), { business_name: "Logo Cinco" });
    const slug = first.session.business.slug;
    const otherSlug = second.session.business.slug;
    await upload(first.cookies, png);

    const list = await inject(server(), { method: "GET", url: `/api/v1/price-list/${slug}` });
    const logoUrl = list.json().data.business.logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/price-list/${slug}/logo\\?v=\\d+$`));
    const got = await inject(server(), { method: "GET", url: logoUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/webp");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["cache-control"]).toBe("public, max-age=300");
    const own = await inject(server(), {
      method: "GET",
      url: "/api/v1/business/logo",
      cookies: first.cookies,
    });
    expect(got.rawPayload.equals(own.rawPayload)).toBe(true);

    const menu = await inject(server(), { method: "GET", url: "/api/v1/menu", cookies: first.cookies });
    expect(menu.json().data.business.logoUrl).toMatch(/^\/api\/v1\/business\/logo\?v=\d+$/);

    // The second business has no logo: neither its slug nor its session reaches the first one's.
    const otherList = await inject(server(), { method: "GET", url: `/api/v1/price-list/${otherSlug}` });
    expect(otherList.json().data.business.logoUrl).toBeNull();
    const otherLogo = await inject(server(), { method: "GET", url: `/api/v1/price-list/${otherSlug}/logo` });
    expect(otherLogo.statusCode).toBe(404);
    const ownLogo = await inject(server(), {
      method: "GET",
      url: "/api/v1/business/logo",
      cookies: second.cookies,
    });
    expect(ownLogo.statusCode).toBe(404);
    const unknown = await inject(server(), { method: "GET", url: "/api/v1/price-list/no-existe-tal/logo" });
    expect(unknown.statusCode).toBe(404);
  });
});
