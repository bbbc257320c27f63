// Decision 048's table (migration 0018): the business's customers.

/** A customer; `phone` is the 10-digit national number, unique per business when given. */
export type CustomerTable = {
  id: string;
  business_id: string;
  name: string;
  /** domain `nameKey(name)`: what the list's search looks in */
  name_key: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  created_at: number;
  updated_at: number;
};
