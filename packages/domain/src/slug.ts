/** A business's public URL part (/price-list/:slug): lowercase ASCII words joined by dashes. */
export const slugify = (text: string): string => {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "negocio";
};
