import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANNELS, DEFAULT_CHANNEL, GatewayHeader, type Channel } from '../../../schemas/http-headers';
import { secretsEqual } from '../http/constant-time';
import { BadRequestError, UnauthorisedError } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's channel (Channel header), CustomerSelfService when absent. */
    channel: Channel;
  }
}

export interface GatewayHeadersOptions {
  /** The subscription key every API call must carry in Ocp-Apim-Subscription-Key. */
  subscriptionKey: string;
}

/**
 * The gateway's header contract for the API: the subscription key is required and compared in
 * constant time (401 without it or with a wrong one), and the Channel must be one of the spec's
 * channels. Registered inside the /api scope only.
 */
export const gatewayHeadersPlugin = fp<GatewayHeadersOptions>(
  async (app: FastifyInstance, options) => {
    if (!options.subscriptionKey) throw new Error('The gateway needs a subscription key to check API calls against.');
    app.decorateRequest('channel', DEFAULT_CHANNEL);

    app.addHook('onRequest', async (request) => {
      const key = request.headers[GatewayHeader.subscriptionKey.toLowerCase()];
      const sent = Array.isArray(key) ? key[0] : key;
      if (sent === undefined || sent === '') {
        throw new UnauthorisedError(`Send your subscription key in the ${GatewayHeader.subscriptionKey} header.`);
      }
      if (!secretsEqual(sent, options.subscriptionKey)) {
        throw new UnauthorisedError(`The subscription key in ${GatewayHeader.subscriptionKey} is not valid.`);
      }
      const channelHeader = request.headers[GatewayHeader.channel.toLowerCase()];
      const channel = (Array.isArray(channelHeader) ? channelHeader[0] : channelHeader)?.trim();
      if (channel === undefined || channel === '') return;
      if (!(CHANNELS as readonly string[]).includes(channel)) {
        throw new BadRequestError([
          {
            message: `The ${GatewayHeader.channel} header must be one of: ${CHANNELS.join(', ')}.`,
            field: 'headers.channel',
          },
        ]);
      }
      request.channel = channel as Channel;
    });
  },
  { name: 'gateway-headers' },
);
