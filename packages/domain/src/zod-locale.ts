import { z } from "zod";
import es from "zod/v4/locales/es.js";

// Every schema here names its own messages, but a value of the wrong type (an object where text goes)
// falls back to zod's default: in Spanish, since that message reaches the user under the field.
z.config(es());
