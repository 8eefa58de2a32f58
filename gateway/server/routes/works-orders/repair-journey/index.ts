import fp from 'fastify-plugin';
import { DraftSweeper } from '../../../jobs/draft-sweeper';
import { JobNumberAssigner } from '../../../jobs/job-number-assigner';
import { systemClock } from '../../../common/clock';
import type { RepairContext } from '../../../repairs/repair-context';
import { REPAIR_JOURNEY_DEFAULTS, type RepairJourneyOptions } from '../../../repairs/repair-journey-options';
import { databaseMediaStorage } from '../../../storage/database-media-storage';
import { appointmentBookingRoutes } from '../appointment-booking/index';
import { dampAndMouldRoutes } from '../damp-and-mould/index';
import { repairEligibilityRoutes } from '../eligibility/index';
import { repairPriorityRoutes } from '../priority/index';
import { repairReasonRoutes } from '../reasons/index';
import { workOrderDraftRoutes } from '../drafts/index';
import { workOrderMediaRoutes } from '../media/index';
import { workOrderNoteRoutes } from '../notes/index';

/** Requests about repairs, before which expired drafts are swept. */
const REPAIR_PATHS = /\/(works-orders|worksorder|workorders)(\/|\?|$)/i;

/**
 * The reference gateway's side of reporting a repair (issue 5): repair reasons, eligibility,
 * priority, contractors, drafts and submission, damp and mould, media, notes and booking, plus
 * their background jobs: the job-number assigner and the sweep of drafts older than 48 hours.
 * Both start when the app is ready and stop when it closes. Registered once under /api.
 */
export const repairJourneyRoutes = fp<RepairJourneyOptions>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    const storage = options.mediaStorage ?? databaseMediaStorage;
    const jobNumbers = new JobNumberAssigner(
      app.db,
      clock,
      {
        delayMs: options.jobNumberDelayMs ?? REPAIR_JOURNEY_DEFAULTS.jobNumberDelayMs,
        pollMs: options.jobNumberPollMs ?? REPAIR_JOURNEY_DEFAULTS.jobNumberPollMs,
      },
      app.log.child({ job: 'job-numbers' }),
    );
    const sweeper = new DraftSweeper(
      app.db,
      clock,
      storage,
      {
        intervalMs: options.draftSweepIntervalMs ?? REPAIR_JOURNEY_DEFAULTS.draftSweepIntervalMs,
        onReadMs: options.draftSweepOnReadMs ?? REPAIR_JOURNEY_DEFAULTS.draftSweepOnReadMs,
      },
      app.log.child({ job: 'draft-sweep' }),
    );
    const ctx: RepairContext = { db: app.db, clock, jobNumbers, storage };

    app.addHook('onReady', async () => {
      jobNumbers.start();
      sweeper.start();
    });
    app.addHook('onClose', async () => {
      await sweeper.stop();
      await jobNumbers.stop();
    });
    app.addHook('onRequest', async (request) => {
      if (REPAIR_PATHS.test(request.url)) await sweeper.sweepSoon();
    });

    await app.register(repairReasonRoutes);
    await app.register(repairEligibilityRoutes);
    await app.register(repairPriorityRoutes);
    await app.register(workOrderDraftRoutes, { ctx });
    await app.register(dampAndMouldRoutes);
    await app.register(workOrderNoteRoutes, { ctx });
    await app.register(workOrderMediaRoutes, { ctx });
    await app.register(appointmentBookingRoutes, { ctx });
  },
  { name: 'repair-journey' },
);
