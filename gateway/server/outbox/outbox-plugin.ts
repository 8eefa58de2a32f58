import fp from 'fastify-plugin';
import type { Clock } from '../common/clock';
import { DEFAULT_MAIL_FROM, parseMailSender } from './mail-sender';
import { logTransport, redactUrl, smtpTransport } from './mail-transport';
import { OUTBOX_DEFAULTS, type MoneyOptions } from './outbox-options';
import { OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: kick() it after a transaction that queued an e-mail commits. */
    outbox: OutboxWorker;
  }
}

export interface OutboxPluginOptions extends MoneyOptions {
  clock: Clock;
}

/**
 * The outbox worker as a background job of the app (like jobs/): it starts when the app is ready,
 * sending what a previous run left pending, and stops when the app closes. SMTP when smtpUrl is
 * set, the log otherwise; every e-mail from mailFrom (MAIL_FROM; DEFAULT_MAIL_FROM without it).
 */
export const outboxPlugin = fp<OutboxPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ job: 'outbox' });
    const sender = parseMailSender(options.mailFrom ?? DEFAULT_MAIL_FROM);
    const transport = options.smtpUrl ? smtpTransport(options.smtpUrl, sender) : logTransport(log, sender);
    const timing = { ...OUTBOX_DEFAULTS, ...options.outbox };
    const worker = new OutboxWorker(app.db, options.clock, transport, timing, log, sender);
    app.decorate('outbox', worker);
    app.addHook('onReady', async () => {
      log.info(
        options.smtpUrl
          ? `Outbox e-mails go out over SMTP (${redactUrl(options.smtpUrl)}) from ${sender.text}`
          : `Outbox e-mails are written to the log (no SMTP_URL set), from ${sender.text}`,
      );
      worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'outbox' },
);
