/**
 * What one import (`POST /api/me/import`) may take, from the plan's attachment allowance: an
 * export holds at most the files the plan allows, each at most MAX_ATTACHMENT_BYTES, plus its
 * quadrant.json and CSV files. The server refuses anything larger before inflating a byte of it;
 * docs/security.md ("Imports and uploads") states the same numbers.
 */
import { MAX_ATTACHMENT_BYTES, PLAN_LIMITS, UNLIMITED, type PlanLimits, type PlanTier } from './plans.ts';

/** The largest quadrant.json read: inflated from the zip, or sent alone. */
export const IMPORT_JSON_MAX_BYTES = 100 * 1024 * 1024;
/** The most files one import takes where the plan bounds neither tasks nor files per task. */
export const IMPORT_MAX_FILES = 10_000;
/** Entries beside the files and their companions: quadrant.json, the CSV files, folders. */
export const IMPORT_OTHER_ENTRIES = 64;
/** A zip without zip64 (our exporter writes none) ends before 4 GiB, and so must an import. */
export const ZIP32_MAX_BYTES = 2 ** 32 - 1;
/** Room for one entry's headers (local, data descriptor, directory) beside its bytes. */
const ENTRY_OVERHEAD_BYTES = 4 * 1024;

export interface ImportBounds {
  /** Files under `attachments/`. */
  files: number;
  /** Directory entries in all: each file may bring one companion (macOS's `__MACOSX/`). */
  entries: number;
  /** The sum of the declared inflated sizes of quadrant.json and the files. */
  inflatedBytes: number;
  /** The zip as sent. */
  zipBytes: number;
}

function fileAllowance(tier: PlanTier): number {
  const { totalTasks, attachmentsPerTask }: PlanLimits = PLAN_LIMITS[tier];
  if (totalTasks === UNLIMITED || attachmentsPerTask === UNLIMITED) return IMPORT_MAX_FILES;
  return Math.min(IMPORT_MAX_FILES, totalTasks * attachmentsPerTask);
}

/** The bounds of an import into an account on `tier` (Free: 250 files, about 2.5 GB). */
export function importBounds(tier: PlanTier): ImportBounds {
  const files = fileAllowance(tier);
  return {
    files,
    entries: 2 * files + IMPORT_OTHER_ENTRIES,
    inflatedBytes: Math.min(ZIP32_MAX_BYTES, IMPORT_JSON_MAX_BYTES + files * MAX_ATTACHMENT_BYTES),
    zipBytes: Math.min(
      ZIP32_MAX_BYTES,
      IMPORT_JSON_MAX_BYTES + files * (MAX_ATTACHMENT_BYTES + ENTRY_OVERHEAD_BYTES),
    ),
  };
}
