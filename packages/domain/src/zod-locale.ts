import { z } from "zod";
import es from "zod/v4/locales/es.js";

/**
 * Every schema here names its own messages, but a value of the wrong type (an object where text goes)
 * falls back to zod's default: in Spanish, since that message reaches the user under the field.
 * Called here for the server and the tests, and by the web's entry: the package says it has no side
 * effects (so bundlers can drop what a screen does not use), which lets a bundler drop a bare call.
 */
export const setSpanishMessages = () => z.config(es());

setSpanishMessages();
