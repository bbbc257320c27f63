import type { Migration } from "kysely";
import { foundation } from "./0001-foundation.ts";
import { catalog } from "./0002-catalog.ts";
import { rateLimitExpiry } from "./0003-rate-limit-expiry.ts";
import { plainNameKeys } from "./0004-name-keys.ts";
import { authChangeNotify } from "./0005-auth-change-notify.ts";
import { productsAndPromotions } from "./0006-products-promotions.ts";
import { productSearch } from "./0007-product-search.ts";
import { serviceLoop } from "./0008-service-loop.ts";
import { closeTheDay } from "./0009-close-the-day.ts";
import { uniqueNamesAndTurns } from "./0010-unique-names-and-turns.ts";
import { orderMoney } from "./0011-order-money.ts";
import { orderEdits } from "./0012-order-edits.ts";
import { statementRefusals } from "./0013-statement-refusals.ts";
import { stations } from "./0014-stations.ts";
import { printQueue } from "./0015-print-queue.ts";
import { permissionsAndPins } from "./0016-permissions.ts";
import { auditTrail } from "./0017-audit-trail.ts";
import { customers } from "./0018-customers.ts";
import { orderTypes } from "./0019-order-types.ts";
import { diningRoom } from "./0020-dining-room.ts";
import { tabs } from "./0021-tabs.ts";
import { fiscalSettings } from "./0022-fiscal-settings.ts";
import { productVatRate } from "./0023-product-vat-rate.ts";
import { invoices } from "./0024-invoices.ts";
import { stockTakers } from "./0025-stock-takers.ts";
import { joinedTabs } from "./0026-joined-tabs.ts";
import { categoryOrder } from "./0027-category-order.ts";
import { certificateRequest } from "./0028-certificate-request.ts";
import { printerConfirmation } from "./0029-printer-confirmation.ts";
import { joinedInto } from "./0030-joined-into.ts";
import { modifiers } from "./0031-modifiers.ts";
import { kitchenRounds } from "./0032-kitchen-rounds.ts";
import { courses } from "./0033-courses.ts";
import { waiters } from "./0034-waiters.ts";
import { productSoldOut } from "./0036-product-sold-out.ts";
import { kitchenPass } from "./0037-kitchen-pass.ts";
import type { Dialect } from "./types.ts";

/** Every migration in order; one set for both engines. Never edit one that has shipped: add the next. */
export const migrationsFor = (dialect: Dialect): Record<string, Migration> => ({
  "0001-foundation": foundation(dialect),
  "0002-catalog": catalog(),
  "0003-rate-limit-expiry": rateLimitExpiry(),
  "0004-name-keys": plainNameKeys(),
  "0005-auth-change-notify": authChangeNotify(dialect),
  "0006-products-promotions": productsAndPromotions(),
  "0007-product-search": productSearch(dialect),
  "0008-service-loop": serviceLoop(),
  "0009-close-the-day": closeTheDay(dialect),
  "0010-unique-names-and-turns": uniqueNamesAndTurns(),
  "0011-order-money": orderMoney(),
  "0012-order-edits": orderEdits(dialect),
  "0013-statement-refusals": statementRefusals(dialect),
  "0014-stations": stations(),
  "0015-print-queue": printQueue(),
  "0016-permissions": permissionsAndPins(dialect),
  "0017-audit-trail": auditTrail(),
  "0018-customers": customers(),
  "0019-order-types": orderTypes(dialect),
  "0020-dining-room": diningRoom(),
  "0021-tabs": tabs(),
  "0022-fiscal-settings": fiscalSettings(),
  "0023-product-vat-rate": productVatRate(),
  "0024-invoices": invoices(),
  "0025-stock-takers": stockTakers(dialect),
  "0026-joined-tabs": joinedTabs(),
  "0027-category-order": categoryOrder(),
  "0028-certificate-request": certificateRequest(),
  "0029-printer-confirmation": printerConfirmation(),
  "0030-joined-into": joinedInto(),
  "0031-modifiers": modifiers(),
  "0032-kitchen-rounds": kitchenRounds(),
  "0033-courses": courses(),
  "0034-waiters": waiters(dialect),
  "0036-product-sold-out": productSoldOut(),
  "0037-kitchen-pass": kitchenPass(),
});
