import { customerOption, phoneDigits } from "@comanda/domain/customers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Fewer digits match half the customers: the list starts once the search can tell them apart. */
export const MIN_PHONE_DIGITS = 3;

const customerOptions = z.array(customerOption);

export const listCustomerOptions = (digits: string, signal?: AbortSignal) =>
  apiGet(`/customer-options?phone=${encodeURIComponent(digits)}`, { signal, schema: customerOptions });

// Under "customers", so a customer created or edited anywhere (the live stream's event) refreshes the lookup.
export const customerOptionsQueryOptions = (digits: string) =>
  queryOptions({
    queryKey: [...queryKeys.customers.all, "options", digits] as const,
    queryFn: ({ signal }) => listCustomerOptions(digits, signal),
  });

/** GET /customer-options: the customers whose phone holds what was typed (decisions 048 and 069). */
export const useCustomerOptions = (typed: string) => {
  const digits = phoneDigits(typed);
  return useQuery({
    ...customerOptionsQueryOptions(digits),
    enabled: digits.length >= MIN_PHONE_DIGITS,
    // The list stays while the next digit's answer comes, rather than blink.
    placeholderData: keepPreviousData,
  });
};
