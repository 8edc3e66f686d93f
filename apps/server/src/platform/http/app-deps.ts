import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { CachedValue } from '../cache/cached-value.js';
import type { ClientStore } from '../tenancy/current-client.js';
import type { TagTreeStore } from '../tags/tag-tree-store.js';
import type { FileStorage } from '../files/file-storage.js';
import type { FileRecordTypes } from '../files/file-records.js';
import type { AreaRules } from '../permissions/areas.js';

/** What feature routes (and job handlers) are given: the database, the current client, mail, jobs, config and the CSRF key. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  clients: ClientStore;
  /** Each client's tag tree, cached like the client: invalidate it after changing tags. */
  tagTrees: TagTreeStore;
  /** The client's indicator list, written into every page: cached like the client. */
  indicatorList: CachedValue<IndicatorListItem[]>;
  mailer: Mailer;
  /** The durable job queue: send, schedule, read and retry jobs. */
  jobs: JobQueue;
  csrfSecret: string;
  /** Where uploaded files are kept (local folder or S3-compatible bucket). */
  files: FileStorage;
  /** Which policy action opens each back-office area (the features' modules' `areas`), for the profile. */
  areaRules: AreaRules;
  /** The record types features declared for attached files (their modules' `fileRecords`). */
  fileRecords: FileRecordTypes;
}
