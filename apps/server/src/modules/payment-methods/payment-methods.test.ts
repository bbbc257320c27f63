import { describeNamedRecordApi } from "../../../test/named-record-suite.ts";

describeNamedRecordApi({
  path: "/api/v1/payment-methods",
  table: "payment_method",
  entity: "payment-methods",
  body: (name) => ({ name }),
  messages: {
    notFound: "No encontramos ese medio de pago.",
    duplicate: "Ya existe un medio de pago con ese nombre.",
  },
});
