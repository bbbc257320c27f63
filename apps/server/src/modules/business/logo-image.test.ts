import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { type Cookies, inject, signUp, useTestServer } from "../../../test/server-kit.ts";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
};

/** The attack of decision 022 ("pixel flood"): a valid PNG header declaring width × height, with a little zeroed data. */
const pixelFlood = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(200_000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

describe.each(engines)("uploaded logo images on %s", (engine) => {
  const server = useTestServer(engine);

  const upload = (cookies: Cookies, body: Buffer) =>
    inject(server(), {
      method: "PUT",
      url: "/api/v1/business/logo",
      payload: body,
      headers: { "content-type": "application/octet-stream" },
      cookies,
    });
  const served = (cookies: Cookies) =>
    inject(server(), { method: "GET", url: "/api/v1/business/logo", cookies });

  it("refuses a small PNG declaring 60000 × 60000 pixels, in Spanish, storing nothing", async () => {
    const owner = await signUp(server());
    for (const [width, height] of [
      [60_000, 60_000],
      [4097, 10],
      [10, 4097],
    ] as const) {
      const put = await upload(owner.cookies, pixelFlood(width, height));
      expect(put.statusCode, `${width}×${height}`).toBe(400);
      expect(put.json().error.message).toBe(
        "El logo puede medir hasta 4096 × 4096 píxeles. Achicalo y volvé a subirlo.",
      );
    }
    expect((await served(owner.cookies)).statusCode).toBe(404);
  });

  it("stores a real PNG or JPEG as a WebP of at most 512 px a side, without its metadata", async () => {
    const owner = await signUp(server());
    const photo = sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c0392b" } });
    const pngBytes = await photo.clone().png().toBuffer();
    const jpegBytes = await photo
      .clone()
      .jpeg()
      .withExif({ IFD0: { Artist: "Ana Pérez", Copyright: "secreto" } })
      .toBuffer();
    expect((await sharp(jpegBytes).metadata()).exif).toBeDefined();
    for (const bytes of [pngBytes, jpegBytes]) {
      expect((await upload(owner.cookies, bytes)).statusCode).toBe(200);
      const got = await served(owner.cookies);
      expect(got.headers["content-type"]).toBe("image/webp");
      const stored = await sharp(got.rawPayload).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(["webp", 512, 256]);
      expect(stored.exif).toBeUndefined();
      expect(got.rawPayload.includes("Ana Pérez")).toBe(false);
    }
    // A small logo is not enlarged.
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#0000" } })
      .png()
      .toBuffer();
    expect((await upload(owner.cookies, small)).statusCode).toBe(200);
    const got = await sharp((await served(owner.cookies)).rawPayload).metadata();
    expect([got.width, got.height]).toEqual([40, 30]);
  });

  it("refuses a file that only starts like an image", async () => {
    const owner = await signUp(server());
    const fakes = [
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from("no es un PNG"),
      ]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]),
      Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 basura", "latin1"),
      Buffer.from("hola, esto es texto"),
    ];
    for (const fake of fakes) {
      const put = await upload(owner.cookies, fake);
      expect(put.statusCode).toBe(400);
      expect(put.json().error.message).toBe("El logo debe ser una imagen PNG, JPEG o WebP.");
    }
    expect((await served(owner.cookies)).statusCode).toBe(404);
  });
});
