import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getComplianceRecords, isHandledByApp, type GatewayClient } from '../../../gateway/client';
import type { ComplianceRecord } from '../../../schemas/generated/types';
import { usePortalConfig } from '../../config/portal-config-context';
import { formatDate } from '../../dates/date-format';
import { useMessagesItem, type MessagesItem } from '../../layout/messages-item';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import { PhoneLink } from '../../errors/message-with-phone';
import { useConfigurationFlag } from '../../config/use-configuration-flag';
import {
  ELECTRICAL_INSPECTION,
  GAS_BOILER,
  hasUnreadNotice,
  isOverdue,
  type ComplianceKind,
} from './compliance-overdue';
import { useDashboardWords } from '../../i18n/dashboard-words';
import './dashboard-cards.css';

/** Where the cards read "now" from; tests fix it. */
export type Now = () => Date;

const systemNow: Now = () => new Date();

/**
 * The categories of the resident's unread messages, from the header's one read of the latest
 * messages (limit 2 skip 0, as the messages card shows them; messages-item.ts): [] when Messages
 * is off or they cannot be read, so the reminders still show without the notice; undefined while
 * loading.
 */
function unreadCategories(messages: MessagesItem | undefined): string[] | undefined {
  if (!messages) return undefined;
  return messages.shown ? (messages.latest?.unreadCatagoryTypes ?? []) : [];
}

/** The current record of one kind for a home (limit 1, latest visit due first); null: none. */
function useCurrentRecord(
  client: GatewayClient,
  premisesId: string,
  kind: ComplianceKind,
  enabled: boolean,
): ComplianceRecord | null | 'error' | undefined {
  const [loaded, setLoaded] = useState<{ premisesId: string; record: ComplianceRecord | null | 'error' }>();
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    getComplianceRecords(
      client,
      premisesId,
      { complianceType: kind.complianceType, limit: 1, skip: 0, orderBy: 'visitDue' },
      { signal: abort.signal },
    ).then(
      ({ data }) => !abort.signal.aborted && setLoaded({ premisesId, record: data?.[0] ?? null }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn(`Could not read the ${kind.complianceType} records`, error);
        setLoaded({ premisesId, record: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, premisesId, kind, enabled]);
  return loaded?.premisesId === premisesId ? loaded.record : undefined;
}

/**
 * The overdue reminder of ACC-CMP-04 with the contractor's number as a tel: link; the call centre's
 * number when the record has none.
 */
function OverdueReminder({ kind, record }: { kind: ComplianceKind; record: ComplianceRecord }) {
  const { t } = useTranslation();
  const words = useDashboardWords();
  const { phoneNumber } = usePortalConfig().contact;
  const marker = '\u0000number\u0000';
  const contractor = record.contractor.contractorName?.trim() || words('compliance.contractorUnknown');
  const number = record.contractor.contractorNumber?.trim() || phoneNumber;
  const parts = t(kind.overdueKey, { contractor, number: marker }).split(marker);
  return (
    <div className="alert alert--warning">
      <p>
        {parts.map((part, index) => (
          <span key={index}>
            {index > 0 && <PhoneLink phoneNumber={number} />}
            {part}
          </span>
        ))}
      </p>
      <p className="compliance-card__due">
        {words('compliance.dueOn', { date: formatDate(record.visitDue, 'longMonth') })}
      </p>
    </div>
  );
}

/**
 * One reminder card (ACC-CMP-01 to ACC-CMP-06): shown only when its toggle
 * is "true", and only for a home with a record of its kind or an unread overdue notice (a home
 * without gas has no gas boiler card). The overdue text (ACC-CMP-04) when the current record is overdue
 * (ACC-CMP-03); GasBoiler_ServiceoverDue when an overdue notice of its kind is unread.
 */
export function ComplianceCard({
  client,
  premisesId,
  kind,
  shown,
  unreadCategories,
  now = systemNow,
}: {
  client: GatewayClient;
  premisesId: string;
  kind: ComplianceKind;
  /** Its toggle: "true" (true) shows it; undefined while it loads. */
  shown: boolean | undefined;
  unreadCategories: readonly string[] | undefined;
  now?: Now;
}) {
  const words = useDashboardWords();
  const headingId = useId();
  const record = useCurrentRecord(client, premisesId, kind, shown === true);
  const notice = hasUnreadNotice(kind, unreadCategories);
  if (shown !== true || record === undefined || (record === null && !notice)) return null;
  const overdue = record !== null && record !== 'error' && isOverdue(record, now());
  return (
    <section className="card compliance-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{words(kind.words.heading)}</h2>
      {notice && <p className="alert alert--warning">{words('GasBoiler_ServiceoverDue')}</p>}
      {record === 'error' && <AlertWithPhone messageKey="dashboard:compliance.failed" homeLink={false} />}
      {overdue && <OverdueReminder kind={kind} record={record} />}
      {record && record !== 'error' && !overdue && (
        <p>{words(kind.words.upToDate, { date: formatDate(record.visitDue, 'longMonth') })}</p>
      )}
      {record === null && <p>{words(kind.words.none)}</p>}
    </section>
  );
}

/** What the cards about the chosen home are given (ComplianceCards, and BuildingCards around them). */
export interface HomeCardsProps {
  client: GatewayClient;
  customerId: string;
  premisesId: string;
  now?: Now;
}

/**
 * The gas boiler and electrical inspection cards of the chosen home, under their toggles, with the
 * unread categories of the page's one read of the messages (the header's, made only when Messages
 * is on: IsMyMessagesRequired; with Messages off the portal reads no messages, and a notice the
 * resident cannot open is not mentioned).
 */
export function ComplianceCards({ client, customerId, premisesId, now }: HomeCardsProps) {
  const gas = useConfigurationFlag(client, GAS_BOILER.toggle);
  const electrical = useConfigurationFlag(client, ELECTRICAL_INSPECTION.toggle);
  const messages = useMessagesItem(client, customerId);
  const unread = unreadCategories(messages);
  return (
    <>
      {(
        [
          [GAS_BOILER, gas],
          [ELECTRICAL_INSPECTION, electrical],
        ] as const
      ).map(([kind, shown]) => (
        <ComplianceCard
          key={kind.complianceType}
          client={client}
          premisesId={premisesId}
          kind={kind}
          shown={shown}
          unreadCategories={unread}
          now={now}
        />
      ))}
    </>
  );
}
