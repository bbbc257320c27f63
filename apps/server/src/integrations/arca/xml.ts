import { XMLParser } from "fast-xml-parser";

/** A parsed element: its children by local name (repeated ones as arrays), or its text. */
export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an element or an attribute. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** `<name>escaped value</name>`; numbers as written. */
export const element = (name: string, value: string | number): string =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

/**
 * Namespace prefixes stripped (ARCA's services and their clients use different ones), attributes ignored,
 * every value kept as the text it was: numbers are converted where they are read, explicitly.
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
});

/** The document as nested nodes; throws on text that is not XML. */
export const parseXml = (text: string): XmlNode => {
  const parsed: unknown = parser.parse(text, true);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error("not an XML document");
  return parsed as XmlNode;
};

const isNode = (value: XmlValue | undefined): value is XmlNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first child element `name` that has children; undefined when absent or only text. */
export const child = (node: XmlValue | undefined, name: string): XmlNode | undefined => {
  const found = isNode(node) ? node[name] : undefined;
  const first = Array.isArray(found) ? found[0] : found;
  return isNode(first) ? first : undefined;
};

/** Every child element `name`, one or many, as a list of nodes (empty ones skipped). */
export const children = (node: XmlValue | undefined, name: string): XmlNode[] => {
  const found = isNode(node) ? node[name] : undefined;
  if (found === undefined) return [];
  return (Array.isArray(found) ? found : [found]).filter(isNode);
};

/** The text of child `name`: "" for an empty element (`<CAE />`), undefined when the element is absent. */
export const text = (node: XmlValue | undefined, name: string): string | undefined => {
  const found = isNode(node) ? node[name] : undefined;
  const first = Array.isArray(found) ? found[0] : found;
  if (first === undefined) return undefined;
  return typeof first === "string" ? first : undefined;
};

/** Follows a path of child elements. */
export const path = (node: XmlValue | undefined, ...names: string[]): XmlNode | undefined =>
  names.reduce<XmlNode | undefined>((current, name) => child(current, name), isNode(node) ? node : undefined);
