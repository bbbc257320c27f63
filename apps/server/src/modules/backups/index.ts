// The backups' front door (decision 076): the scheduled copies the server makes, and the backup and restore
// engine the CLI's commands (backup, restore, export-business, import-business) run.
export type { TableHeader } from "./archive.ts";
export { readArchiveOf, writeDataMember } from "./archive.ts";
export { backupDatabase, defaultBackupName, withSnapshot } from "./backup.ts";
export { BackupError, quoted, reportingRefusals } from "./backup-error.ts";
export type { TableInfo } from "./catalog.ts";
export { quoteId, readCatalog } from "./catalog.ts";
export type { ExportSource } from "./export-tables.ts";
export { exportLines } from "./export-tables.ts";
export type { TableWriter } from "./import-rows.ts";
export { tableWriter } from "./import-rows.ts";
export type { BackupResult, Manifest } from "./manifest.ts";
export { archiveFormat } from "./manifest.ts";
export type { RestoreResult } from "./restore.ts";
export { restoreDatabase } from "./restore.ts";
export { kyselyQuery } from "./restore-target.ts";
export type { BackupSchedule } from "./schedule.ts";
export { startBackupSchedule } from "./schedule.ts";
