import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { MaintenanceBanner } from '../maintenance-banner';
import { AddMedia } from '../media/add-media';
import { MediaSection } from '../media/media-section';
import { RepairsError } from '../repairs-error';
import { useRepairsWords } from '../repairs-words';
import { RecordNotShown } from '../../../lists/record-details';
import { StatusTag } from '../../../lists/status-tag';
import {
  DEMOBILISED_SITES_SETTING,
  MAINTENANCE_FLAG,
  MEDIA_FLAG,
  useConfigurationFlag,
  useConfigurationValue,
} from '../../../config/use-configuration-flag';
import { headingStatus } from './history-events';
import { RepairActions } from './repair-actions';
import { RepairOtherAnswers } from './repair-other-answers';
import { RepairSummary } from './repair-summary';
import { RepairTimeline } from './repair-timeline';
import { useRepairDetails } from './use-repair-details';
import '../../../../renderer/styles.css';
import '../../../lists/lists.css';
import '../repairs.css';

/**
 * /repairhistorydetails?id=<work order id>: one repair's facts, its answers to the journey's
 * extra questions, status, actions, history timeline and media (REP-DET-01 to REP-DET-05), and
 * adding photos to it unless it is cancelled (REP-DET-04). The id is in the address, so a reload works.
 */
export function RepairDetailsPage() {
  const words = useRepairsWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const id = useSearchParams()[0].get('id') ?? '';
  const [revision, setRevision] = useState(0);
  const [cancelled, setCancelled] = useState(false);
  const [mediaRevision, setMediaRevision] = useState(0);
  const notice = useRef<HTMLParagraphElement>(null);
  const details = useRepairDetails(client, id, revision);
  const maintenance = useConfigurationFlag(client, MAINTENANCE_FLAG);
  const media = useConfigurationFlag(client, MEDIA_FLAG);
  const demobilisedSites = useConfigurationValue(client, DEMOBILISED_SITES_SETTING) ?? '';

  const back = (
    <Link className="repairs-back" to="/historicRepairs">
      {words('details.back')}
    </Link>
  );
  if (!id || details.state !== 'ready') {
    return (
      <RecordNotShown
        state={id && details.state === 'loading' ? 'loading' : 'error'}
        title={words('details.title')}
        siteName={words('site.name')}
        back={back}
        loading={words('details.loading')}
        problem={<RepairsError messageKey="WorkOrderByIdAPI_Error" words={words} />}
      />
    );
  }
  const { workOrder, events, contractor, etag } = details;
  const status = headingStatus(events === 'error' ? [] : events, workOrder.status);
  const heading = workOrder.jobNo ? words('details.heading', { reference: workOrder.jobNo }) : words('details.title');
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      {back}
      <PageHeading>{heading}</PageHeading>
      <p className="repair-heading-status">
        <span className="repairs-visually-hidden">{words('details.statusLabel')} </span>
        <StatusTag label={words(status.labelKey)} tone={status.tone} />
      </p>
      {maintenance && <MaintenanceBanner words={words} />}
      {cancelled && (
        <p className="alert alert--success" role="status" tabIndex={-1} ref={notice}>
          {words('cancel.done')}
        </p>
      )}
      <RepairSummary workOrder={workOrder} contractor={contractor} words={words} />
      <RepairOtherAnswers lines={workOrder.additionalInfo} words={words} />
      <RepairActions
        client={client}
        workOrder={workOrder}
        etag={etag}
        contractor={contractor}
        customerId={customerId}
        maintenance={maintenance !== false}
        demobilisedSites={demobilisedSites}
        onCancelled={() => {
          setCancelled(true);
          setRevision((n) => n + 1);
          requestAnimationFrame(() => notice.current?.focus());
        }}
        words={words}
      />
      <RepairTimeline events={events} words={words} />
      {media !== false && <MediaSection key={mediaRevision} workOrderId={workOrder.id} words={words} />}
      {media === true && workOrder.status !== 'Cancelled' && (
        <AddMedia workOrderId={workOrder.id} onChanged={() => setMediaRevision((n) => n + 1)} words={words} />
      )}
    </>
  );
}
