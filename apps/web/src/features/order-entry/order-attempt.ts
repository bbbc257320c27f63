import { uuidv7 } from "@comanda/domain";

/**
 * The order's id and what was last sent under it. docs/product.md#rules: the client makes the id, so a retry of the
 * same order (the answer never arrived) returns the stored one instead of making a second.
 */
export type OrderAttempt = {
  id: string;
  /** the body last sent with this id, without the id; null before the first 'Crear' */
  sent: string | null;
  /** the server answered that attempt with a refusal (4xx): nothing was written under the id */
  refused: boolean;
};

export const firstAttempt = (makeId: () => string = uuidv7): OrderAttempt => ({
  id: makeId(),
  sent: null,
  refused: false,
});

/**
 * The id for sending `content`: the same one for the same content; a new one once the order changed after
 * a refusal. After a failure with no answer (network, timeout, 5xx) the order may have been stored, so a
 * changed order keeps the id: the server then says it was already taken ("Ese pedido ya se registró con
 * otros datos.") rather than a second order reaching the kitchen.
 */
export const idFor = (attempt: OrderAttempt, content: string, makeId: () => string = uuidv7): string =>
  attempt.sent === null || attempt.sent === content || !attempt.refused ? attempt.id : makeId();
