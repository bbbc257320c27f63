import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { $ZodType, safeEncode } from "zod/v4/core";
import { isSealed } from "./sealed-answer.ts";

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
// `error` only words the refusal, which is the library's to write anyway.
const hasOnly = (def: Def, keys: string[]) =>
  Object.keys(def).every((key) => key === "error" || keys.includes(key));
const isPlainOptional = (schema: $ZodType) => {
  const def = defOf(schema);
  return def.type === "optional" && hasOnly(def, ["type", "innerType"]);
};

/**
 * Text JSON writes as it is, between quotes: no quote, backslash, control character (C1 too, to keep it
 * simple) or lone surrogate. The rest goes through JSON.stringify.
 */
const plainText = /^[^"\\\p{Cc}\p{Cs}]*$/u;

/** JSON for a value only zod can vouch for (a format, a refinement, a transform…), else undefined. */
const byZod = (schema: $ZodType) => (value: unknown) => {
  const result = safeEncode(schema, value);
  return result.success && result.data !== undefined ? JSON.stringify(result.data) : undefined;
};

/** The number checks written out here; null for any other, which leaves the number to zod. */
const numberTests = (def: Def, value: string): string | null => {
  const tests: string[] = [];
  for (const check of (def.checks ?? []) as Check[]) {
    const { check: kind, value: bound, inclusive, ...rest } = check._zod.def;
    if (kind === "number_format" && rest.format === "safeint") {
      tests.push(`!Number.isSafeInteger(${value})`);
      continue;
    }
    if ((kind !== "greater_than" && kind !== "less_than") || typeof bound !== "number") return null;
    if (Object.keys(rest).length > 0) return null;
    const op = kind === "greater_than" ? (inclusive ? ">=" : ">") : inclusive ? "<=" : "<";
    tests.push(`!(${value} ${op} ${bound})`);
  }
  return tests.map((test) => `if (${test}) return;`).join(" ");
};

/**
 * Compiles `schema` into a function that writes the JSON of a value straight from it: only the schema's
 * keys, in its order, each value checked on the way exactly as zod checks it, the same text as
 * `JSON.stringify` of zod's output. It answers undefined for a value that does not fit, or that only zod
 * can judge (what it does not follow here, it leaves to zod, value by value).
 */
export const compileJsonEncoder = (schema: $ZodType): ((value: unknown) => string | undefined) => {
  // What the generated code reaches outside itself: zod, and sets of allowed values.
  const outside: unknown[] = [];
  const reach = (thing: unknown) => `outside[${outside.push(thing) - 1}]`;
  let count = 0;
  const fresh = (prefix: string) => `${prefix}${count++}`;

  /** Source that appends the JSON of the variable `value` to `json`, or returns undefined. */
  const write = (node: $ZodType, value: string): string => {
    const def = defOf(node);
    const viaZod = () => {
      const written = fresh("z");
      return `const ${written} = ${reach(byZod(node))}(${value}); if (${written} === undefined) return; json += ${written};`;
    };
    switch (def.type) {
      case "string":
        if (!hasOnly(def, ["type"])) return viaZod();
        return `if (typeof ${value} !== "string") return; json += plainText.test(${value}) ? '"' + ${value} + '"' : JSON.stringify(${value});`;
      case "number": {
        const tests = hasOnly(def, ["type", "checks"]) ? numberTests(def, value) : null;
        if (tests === null) return viaZod();
        // z.number() refuses NaN and ±Infinity; a finite number's JSON is its string form (-0 is 0).
        return `if (typeof ${value} !== "number" || !Number.isFinite(${value})) return; ${tests} json += "" + ${value};`;
      }
      case "boolean":
        if (!hasOnly(def, ["type"])) return viaZod();
        return `if (typeof ${value} !== "boolean") return; json += ${value} ? "true" : "false";`;
      case "null":
        return `if (${value} !== null) return; json += "null";`;
      case "literal":
      case "enum": {
        const literal = def.type === "literal";
        const values = literal ? (def.values as unknown[]) : Object.values(def.entries as object);
        const plain = values.every((item) =>
          literal
            ? item === null || ["string", "number", "boolean"].includes(typeof item)
            : typeof item === "string",
        );
        if (!plain || !hasOnly(def, ["type", literal ? "values" : "entries"])) return viaZod();
        return `if (!${reach(new Set(values))}.has(${value})) return; json += JSON.stringify(${value});`;
      }
      case "nullable":
        if (!hasOnly(def, ["type", "innerType"])) return viaZod();
        return `if (${value} === null) json += "null"; else { ${write(def.innerType as $ZodType, value)} }`;
      case "array": {
        if (!hasOnly(def, ["type", "element"])) return viaZod();
        const element = def.element as $ZodType;
        const [index, item] = [fresh("i"), fresh("e")];
        // JSON writes an undefined element as null; only an optional element may be one.
        const each = isPlainOptional(element)
          ? `if (${item} === undefined) json += "null"; else { ${write(defOf(element).innerType as $ZodType, item)} }`
          : write(element, item);
        return `if (!Array.isArray(${value})) return; json += "["; for (let ${index} = 0; ${index} < ${value}.length; ${index}++) { if (${index} > 0) json += ","; const ${item} = ${value}[${index}]; ${each} } json += "]";`;
      }
      case "object": {
        // A strict, loose or refined object, or one with a catch-all, is zod's to judge.
        if (!hasOnly(def, ["type", "shape"])) return viaZod();
        const fields = Object.entries(def.shape as Record<string, $ZodType>);
        // Commas are known in advance unless a key may be left out (an optional value that is undefined).
        const fixed = !fields.some(([, field]) => isPlainOptional(field));
        const comma = fresh("c");
        let code = `if (typeof ${value} !== "object" || ${value} === null || Array.isArray(${value})) return; json += "{";`;
        if (!fixed) code += ` let ${comma} = false;`;
        fields.forEach(([key, field], position) => {
          const item = fresh("v");
          const name = JSON.stringify(`${JSON.stringify(key)}:`);
          code += ` const ${item} = ${value}[${JSON.stringify(key)}];`;
          if (fixed) code += ` json += ${position === 0 ? name : `"," + ${name}`}; ${write(field, item)}`;
          else if (isPlainOptional(field))
            code += ` if (${item} !== undefined) { json += (${comma} ? "," : "") + ${name}; ${comma} = true; ${write(defOf(field).innerType as $ZodType, item)} }`;
          else code += ` json += (${comma} ? "," : "") + ${name}; ${comma} = true; ${write(field, item)}`;
        });
        return `${code} json += "}";`;
      }
      default:
        return viaZod();
    }
  };

  const source = `return (value) => { let json = ""; ${write(schema, "value")} return json; };`;
  return new Function("outside", "plainText", source)(outside, plainText);
};

/**
 * fastify-type-provider-zod encodes each response with zod and then stringifies it: on a list page that
 * was a tenth of the request (decision 016). Each response schema is compiled once instead
 * (`compileJsonEncoder`); what the compiled writer cannot vouch for, a value that does not fit included,
 * goes through the library's own serializer, so what is refused, and how, stays the library's. A sealed
 * answer (http/sealed-answer.ts), which cannot change, is written once per route and its text reused.
 */
export const responseSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const byLibrary = zodSerializerCompiler(route);
  if (!(route.schema instanceof $ZodType)) return byLibrary;
  const encode = compileJsonEncoder(route.schema);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isSealed(data)) return encode(data) ?? byLibrary(data);
    let json = written.get(data);
    if (json === undefined) {
      json = encode(data) ?? byLibrary(data);
      written.set(data, json);
    }
    return json;
  };
};
