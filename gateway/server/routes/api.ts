import type { FastifyPluginAsync } from 'fastify';
import { gatewayHeadersPlugin } from '../plugins/gateway-headers';
import type { ResolvedPaymentOptions } from '../payments/payment-options';
import { sendNotFound } from '../plugins/errors';
import { systemClock } from '../common/clock';
import type { RepairJourneyOptions } from '../repairs/repair-journey-options';
import type { TelemetryOptions } from '../telemetry/telemetry-options';
import { accountRoutes } from './accounts/index';
import { assetSafetyRoutes } from './assets/safety/index';
import { assetRoutes } from './assets/index';
import { authRoutes, type AuthRoutesOptions } from './auth/index';
import { casesRoutes } from './cases/index';
import { communicationSendRoutes } from './communications/send/index';
import { communicationRoutes } from './communications/index';
import { configurationRoutes } from './configuration/index';
import { customerRoutes } from './customers/index';
import { paymentRoutes } from './payments/index';
import { referenceDataRoutes } from './reference-data/index';
import { repairJourneyRoutes } from './works-orders/repair-journey/index';
import { serviceRequestRoutes } from './service-requests/index';
import { statementRoutes } from './statements/index';
import { telemetryRoutes } from './telemetry/index';
import { worksOrdersReadRoutes } from './works-orders/read/index';

export interface ApiOptions {
  subscriptionKey: string;
  /** Sessions and code redemption of the sign-in endpoints. */
  auth: AuthRoutesOptions;
  /** Clock (also of cases), job-number delay, draft sweep and media storage of the repair journey. */
  repairs?: RepairJourneyOptions;
  /** Card payments: token lifetime, client code, callback secret and clock. */
  payments: ResolvedPaymentOptions;
  /** Retention and pruning of the portal's error reports and page views. */
  telemetry?: TelemetryOptions;
}

/**
 * Everything under /api: the gateway's header contract (subscription key, channel) for every
 * call, one folder of routes per resource, and 404 in the error shape for unknown paths.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { subscriptionKey, auth, repairs, payments, telemetry },
) => {
  // Cases and money read the same clock as the repair journey, so one fixed clock holds a test's dates.
  const clock = repairs?.clock ?? systemClock;
  await app.register(gatewayHeadersPlugin, { subscriptionKey });
  app.setNotFoundHandler(sendNotFound);
  await app.register(authRoutes, auth);
  await app.register(configurationRoutes);
  await app.register(customerRoutes);
  await app.register(assetRoutes);
  await app.register(assetSafetyRoutes);
  await app.register(referenceDataRoutes);
  await app.register(accountRoutes, { clock });
  await app.register(statementRoutes, { clock });
  await app.register(communicationSendRoutes, { clock });
  await app.register(paymentRoutes, { payments, throttle: auth.throttle });
  await app.register(serviceRequestRoutes);
  await app.register(casesRoutes, { clock });
  await app.register(communicationRoutes, { clock });
  await app.register(worksOrdersReadRoutes, { clock });
  await app.register(repairJourneyRoutes, repairs ?? {});
  await app.register(telemetryRoutes, { clock, authenticate: auth.sessions.authenticate, telemetry });
};
