import type { FastifyPluginAsync } from 'fastify';
import { CHANNELS } from '../../../../schemas/http-headers';
import type { PortalConfig } from '../../portal-config';

const text = { type: 'string', minLength: 1 };

/** The JSON Schema of portal-config.json. */
export const portalConfigSchema = {
  type: 'object',
  description: "The portal's run-time settings.",
  properties: {
    gatewayBaseUrl: { ...text, description: 'Base URL of the API, relative or absolute.' },
    subscriptionKey: { ...text, description: 'Value of Ocp-Apim-Subscription-Key.' },
    channel: { type: 'string', enum: [...CHANNELS], description: 'Channel the portal reports.' },
    identityProvider: {
      type: 'object',
      properties: {
        issuer: { ...text, description: 'OpenID Connect issuer; sign-in starts at {issuer}/auth.' },
        clientId: text,
        redirectPath: { ...text, description: 'Where the provider returns with code and state.' },
        postLogoutRedirectPath: { ...text, description: 'Where the portal goes after logout.' },
        policies: {
          type: 'object',
          description: 'The p parameter of each policy.',
          properties: { login: text, registration: text, changePassword: text },
          required: ['login', 'registration', 'changePassword'],
        },
      },
      required: ['issuer', 'clientId', 'redirectPath', 'postLogoutRedirectPath', 'policies'],
    },
    contact: {
      type: 'object',
      properties: { phoneNumber: text, callCentreHours: text },
      required: ['phoneNumber', 'callCentreHours'],
    },
    footerLinks: {
      type: 'object',
      properties: { terms: text, accessibility: text, privacy: text, cookies: text },
      additionalProperties: false,
    },
  },
  required: ['gatewayBaseUrl', 'subscriptionKey', 'channel', 'identityProvider', 'contact'],
};

/** GET /portal-config.json: where the portal finds its gateway, identity provider and phone numbers. */
export const portalConfigRoutes: FastifyPluginAsync<{ config: PortalConfig }> = async (app, { config }) => {
  app.get(
    '/portal-config.json',
    {
      config: { access: 'public' },
      schema: { tags: ['portal'], summary: "The portal's run-time settings", response: { 200: portalConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return config;
    },
  );
};
