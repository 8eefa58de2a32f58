import { useId, useState } from 'react';
import { getAssetDocument, isHandledByApp, type GatewayClient } from '../../../gateway/client';
import type { Asset, AssetDocument, BuildingSafetyParty } from '../../../schemas/generated/types';
import { formatDate } from '../../dates/date-format';
import type { AreaWords } from '../../i18n/use-area-words';
import { openPdfTab, pdfFromBase64 } from '../../pdf/open-pdf-tab';
import { AlertWithPhone } from '../../errors/alert-with-phone';
import { useConfigurationFlag } from '../../config/use-configuration-flag';
import { DOCUMENT_TOGGLE, useBuildingSafety, type PartyRole } from './building-safety-data';
import { useDashboardWords } from '../../i18n/dashboard-words';
import { PartyTooltip } from './party-tooltip';
import './dashboard-cards.css';

/**
 * Opens one of the block's documents as a PDF in a new tab: the tab opens in the click (so no
 * pop-up blocker stops it), then GET /assets/{id}/documents/{docId} fills it. False when it could
 * not be opened; null when the app took over (a signed-out session).
 */
async function openBlockDocument(
  client: GatewayClient,
  blockId: string,
  document: AssetDocument,
  title: string,
): Promise<boolean | null> {
  try {
    await openPdfTab(async () => {
      const { data } = await getAssetDocument(client, blockId, document.id);
      return data?.media ? pdfFromBase64(data.media) : undefined;
    }, title);
    return true;
  } catch (error) {
    if (isHandledByApp(error)) return null;
    console.warn(`Could not open document ${document.id}`, error);
    return false;
  }
}

function DocumentLinks({
  client,
  block,
  documents,
  words,
}: {
  client: GatewayClient;
  block: Asset;
  documents: AssetDocument[];
  words: AreaWords;
}) {
  const [opening, setOpening] = useState<string>();
  const [failed, setFailed] = useState(false);
  if (documents.length === 0) return <p>{words('buildingSafety.noDocuments')}</p>;
  const open = (document: AssetDocument, title: string) => {
    if (opening) return;
    setFailed(false);
    setOpening(document.id);
    void openBlockDocument(client, block.id, document, title).then((outcome) => {
      setOpening(undefined);
      if (outcome === false) setFailed(true);
    });
  };
  return (
    <>
      <ul className="building-safety__documents">
        {documents.map((document) => {
          const title = words(`buildingSafety.document.${document.documentType}`);
          const inspected = document['inspection-date'];
          return (
            <li key={document.id}>
              <button
                type="button"
                className="link-button"
                aria-disabled={opening ? true : undefined}
                onClick={() => open(document, title)}
              >
                {title} {words('buildingSafety.newTab')}
              </button>
              {inspected && (
                <span className="building-safety__date">
                  {' '}
                  ({words('buildingSafety.inspected', { date: formatDate(inspected, 'shortMonth') })})
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {opening && (
        <p role="status" aria-busy="true">
          {words('buildingSafety.opening')}
        </p>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          {words('buildingSafety.openFailed')}
        </p>
      )}
    </>
  );
}

function partyName({ person, organisation }: BuildingSafetyParty): string {
  const { title, givenName, surname } = person.name;
  const name = [title, givenName, surname].filter((part) => part?.trim()).join(' ');
  return name || organisation?.name || '-';
}

function PartyBlock({ role, party, words }: { role: PartyRole; party: BuildingSafetyParty; words: AreaWords }) {
  const roleName = words(`buildingSafety.role.${role}`);
  const contact = party.addresses.digitalAddresses[0];
  const email = contact?.emailAddresses?.[0]?.value;
  const address = contact?.postalAddresses?.formattedAddress;
  return (
    <li className="building-safety__party">
      <div className="building-safety__role">
        <h4>{roleName}</h4>
        <PartyTooltip
          label={words('buildingSafety.about', { role: roleName.toLowerCase() })}
          text={words(`buildingSafety.tooltip.${role}`)}
        />
      </div>
      <p>{partyName(party)}</p>
      {address && (
        <p>
          {words('buildingSafety.address')}: {address}
        </p>
      )}
      {email && (
        <p>
          {words('buildingSafety.email')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
    </li>
  );
}

/**
 * The building safety card of a high-rise block (ACC-BSF-01 to
 * ACC-BSF-06): its newest fire risk assessment, building safety report and (the organisation's
 * own, see isOrganisationAccountable) resident engagement strategy, each opening as a PDF in a new
 * tab, shown under mypeabodyDocumentToggle (ACC-BSF-05); up to four responsible parties, each with a
 * tooltip; high_rise_building_Alert_Message with the phone number when it cannot be read.
 */
export function BuildingSafetyCard({ client, block }: { client: GatewayClient; block: Asset }) {
  const words = useDashboardWords();
  const headingId = useId();
  const showDocuments = useConfigurationFlag(client, DOCUMENT_TOGGLE);
  const info = useBuildingSafety(client, block.id, showDocuments);
  const building = block.addresses.postalAddresses[0]?.addressLine1 ?? block.id;
  return (
    <section className="card building-safety" aria-labelledby={headingId}>
      <h2 id={headingId}>{words('buildingSafety.heading')}</h2>
      {info === undefined && (
        <p role="status" aria-busy="true">
          {words('buildingSafety.loading')}
        </p>
      )}
      {info === 'error' && <AlertWithPhone messageKey="high_rise_building_Alert_Message" homeLink={false} />}
      {info && info !== 'error' && (
        <>
          <p>{words('buildingSafety.intro', { building })}</p>
          {showDocuments && (
            <>
              <h3>{words('buildingSafety.documentsHeading')}</h3>
              <DocumentLinks client={client} block={block} documents={info.documents} words={words} />
            </>
          )}
          {info.parties.length > 0 && (
            <>
              <h3>{words('buildingSafety.partiesHeading')}</h3>
              <ul className="building-safety__parties">
                {info.parties.map(({ role, party }) => (
                  <PartyBlock key={role} role={role} party={party} words={words} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
