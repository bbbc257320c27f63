// The audit trail's front door (decision 076): other modules write and read it only through here.
export { listAudit } from "./list.ts";
export {
  type AuditRow,
  type AuditUser,
  auditEventValues,
  creationRows,
  editRows,
  orderTarget,
  recordAudit,
} from "./record.ts";
export { auditRoutes } from "./routes.ts";
