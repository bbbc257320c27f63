import { limits, passwordSchema } from "@comanda/domain";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Passwords common in Argentina that the (mostly English) list below misses: the word itself, football
 * clubs and idols, the city, the product's own name and trade.
 */
const argentine = [
  "contraseña",
  "contraseña1",
  "contraseña123",
  "contrasena",
  "contrasena1",
  "contrasena123",
  "micontraseña",
  "micontrasena",
  "argentina1",
  "argentina10",
  "argentina12",
  "argentina123",
  "argentina2022",
  "vamosargentina",
  "campeones",
  "campeonesdelmundo",
  "bocajuniors",
  "bocajunior",
  "boca1234",
  "boca12345",
  "riverplate1",
  "river1234",
  "river12345",
  "racingclub",
  "independiente",
  "sanlorenzo",
  "velezsarsfield",
  "rosariocentral",
  "newellsoldboys",
  "estudiantes",
  "gimnasia",
  "huracan123",
  "maradona10",
  "diegomaradona",
  "lionelmessi",
  "messi1010",
  "buenosaires",
  "buenosaires1",
  "teamo123",
  "teamomucho",
  "hola1234",
  "hola12345",
  "hola123456",
  "futbol123",
  "asdasdasd",
  "comanda1",
  "comanda123",
  "comanda1234",
  "restaurante",
  "restaurant",
  "rotiseria",
  "empanadas",
  "milanesa",
  "pizzeria",
  "cocina123",
  "caja1234",
];

// Shorter entries could never pass the length rule: leaving them out keeps the set to ~18,000 entries.
const common = new Set(
  [...dictionary["passwords-common"], ...argentine].filter(
    (password) => password.length >= limits.passwordMin,
  ),
);

/** Case does not make a listed password any less guessable: "PASSWORD" and "Password" are refused too. */
export const isCommonPassword = (password: string): boolean =>
  common.has(password.normalize("NFC").toLowerCase());

export const commonPasswordMessage = "Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.";

/**
 * A password a user is setting (signup, staff creation, reset). The domain's rules are shared with the
 * web; this list is the server's alone, so ~400 kB of words stay out of the browser bundle.
 */
export const newPasswordSchema = passwordSchema.refine((password) => !isCommonPassword(password), {
  message: commonPasswordMessage,
});
