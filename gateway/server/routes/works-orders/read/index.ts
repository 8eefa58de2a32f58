import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../common/clock';
import { appointmentRoutes } from './appointments';
import { contractorRoutes } from './contractors';
import { detailRoutes } from './details';
import { documentRoutes } from './documents';
import { eligibilityRoutes } from './eligibility';
import { searchRoutes } from './search';

/**
 * "My repairs" (issue 6; docs/rules.md LST and DET rules): searching the
 * customer's repairs, one repair with its history and media, the cancel and reschedule
 * eligibility checks, rescheduling an appointment and the contractors. Creating, updating,
 * cancelling (PATCH /works-orders/{id}) and uploading media belong to the repair journey's routes.
 */
export const worksOrdersReadRoutes: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  await app.register(searchRoutes);
  await app.register(detailRoutes);
  await app.register(documentRoutes);
  await app.register(eligibilityRoutes, { clock });
  await app.register(appointmentRoutes, { clock });
  await app.register(contractorRoutes);
};
