import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import type * as LanguageSpanish from "@zxcvbn-ts/language-es-es";
import { AppError } from "../errors.ts";
import { argentinePasswords } from "./common-passwords.ts";
import { esArTranslations } from "./password-feedback-es-ar.ts";

/** zxcvbn's scale is 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const minPasswordScore = 3;

// Loaded and built on first use: the dictionaries take a moment and some 13 MB, and only password routes
// need them, so a server nobody signs up on does not hold them (decision 035). Loaded with require so
// the check stays synchronous.
const require = createRequire(import.meta.url);
let factory: ZxcvbnFactory | undefined;
const estimator = () => {
  if (factory) return factory;
  const { ZxcvbnFactory: Factory } = require("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
  const { adjacencyGraphs, dictionary: common } =
    require("@zxcvbn-ts/language-common") as typeof LanguageCommon;
  const { dictionary: spanish } = require("@zxcvbn-ts/language-es-es") as typeof LanguageSpanish;
  factory = new Factory({
    translations: esArTranslations,
    graphs: adjacencyGraphs,
    dictionary: { ...common, ...spanish, argentine: argentinePasswords },
    // Bounds the work per check (a long password of digits and letters took seconds with the defaults):
    // the first 64 characters decide, and few l33t substitutions are tried. Levenshtein matching, ~0.5 s a
    // check, stays off.
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return factory;
};

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A name, an e-mail or a business name as an attacker would try it: whole, run together and word by word,
 * without accents ("anaperez2024" is guessed from "Ana Pérez", "laesquina99" from "La Esquina").
 */
const guessesFrom = (inputs: readonly (string | null | undefined)[]): string[] => {
  const guesses = inputs.flatMap((input) => {
    if (!input) return [];
    const words = plain(input)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return [plain(input), words.join(""), ...words.filter((word) => word.length >= 3)];
  });
  return [...new Set([...guesses, "comanda"])];
};

/**
 * Decision 022: why the password is too easy to guess, in Spanish, or null when it is strong enough.
 * `userInputs` are what an attacker knows of the user: their name, e-mail and business's name.
 */
export const passwordWeakness = (
  password: string,
  userInputs: readonly (string | null | undefined)[],
): string | null => {
  const result = estimator().check(password, guessesFrom(userInputs));
  if (result.score >= minPasswordScore) return null;
  const { warning, suggestions } = result.feedback;
  const hint = warning ?? suggestions[0] ?? "Sumá más palabras, mejor si son poco comunes.";
  return `Esa contraseña es fácil de adivinar. ${hint}`;
};

/** Refuses a weak password next to the form's password field (every route that sets one). */
export const assertStrongPassword = (
  password: string,
  userInputs: readonly (string | null | undefined)[],
) => {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new AppError("invalid-argument", weakness, { password: weakness });
};
