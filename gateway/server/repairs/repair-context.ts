import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { JobNumberAssigner } from '../jobs/job-number-assigner';
import type { MediaStorageFactory } from '../storage/media-storage';
import type { Clock } from '../common/clock';

/** What the repair journey's services share: the database, the clock, the job numbers and the media storage. */
export interface RepairContext {
  db: Kysely<Database>;
  clock: Clock;
  jobNumbers: JobNumberAssigner;
  storage: MediaStorageFactory;
}
