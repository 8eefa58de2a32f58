import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EffectRegistry, Facts, Journey, Scope, Toggles } from '../../engine/browser';
import { ClearAnswersDialog, rendererMessages, StepView, TranslateProvider, type MessageValues } from '../../renderer';
import { useSession } from '../auth/use-session';
import { useGateway } from '../gateway/gateway-context';
import journeysLocale from '../i18n/locales/en-GB/journeys.json';
import { portalLanguage } from '../i18n/i18n';
import { readSlice } from '../storage/root-store';
import { writeStoredJourney } from './journey-store';
import { loadJourneyWorld } from './journey-world';
import { portalOperations } from './portal-operations';
import type { GivenFacts, JourneyHostModule, PageParts } from './journey-host-types';
import { TesterTools } from './tester-tools';
import { useJourneyHost } from './use-journey-host';
import '../../renderer/styles.css';

const NAMESPACE = 'journeys';

/**
 * Dates in the journeys' own words (DD MMM YYYY), without loading the date library on journey
 * pages; made on first use, not when the module loads: a page's first Intl object loads the browser's
 * locale data, tens of milliseconds of a phone's main thread that a page showing no date need
 * not spend as it starts (docs/adr/0014).
 */
let shortDate: Intl.DateTimeFormat | undefined;
const formatShortDate = (iso: string) =>
  (shortDate ??= new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  })).format(new Date(iso));

/** The host module of a journey without one. */
const NO_HOST: JourneyHostModule = {};

/** The page parts of a journey whose host module has none. */
const noPageParts = (): PageParts => ({});

/**
 * One journey in the portal: the step the journey is at, rendered by the renderer's step frame,
 * with the portal's words, operations and storage, and what the journey's own host module adds
 * (its operations, facts, address entries and page parts). Every journey page is this one component.
 */
export function JourneyPage({
  journey,
  host: journeyHost = NO_HOST,
  givenFacts,
  file,
  operations,
  world,
}: {
  journey: Journey;
  /** The journey's own host module (journey-hosts.ts); it must not change while the page is open. */
  host?: JourneyHostModule;
  /** The facts the journey is given besides the portal's (journey-catalogue.ts). */
  givenFacts?: GivenFacts;
  file: string | null;
  /** The operations to run instead of the portal's (tests of journeys the portal does not offer). */
  operations?: EffectRegistry;
  /** The start facts and toggles instead of the gateway's. */
  world?: () => Promise<{ facts: Facts; toggles: Toggles }>;
}) {
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle(portalLanguage, NAMESPACE)) {
    i18n.addResourceBundle(portalLanguage, NAMESPACE, { ...rendererMessages, ...journeysLocale });
  }
  const customerId = useSession()?.customerId ?? '';
  const { client, quietClient } = useGateway();
  const id = journey.definition.id;
  const { search } = useLocation();
  const registry = useMemo(
    () =>
      operations ??
      portalOperations(
        {
          client,
          saveClient: quietClient,
          customerId,
          translate: (key: string) => t(key, { ns: [NAMESPACE, 'common'] }),
          formatDate: formatShortDate,
          premisesId: () => readSlice<{ premisesId?: string }>('dashboard')?.premisesId,
          saveDraft: (scope: Scope) =>
            writeStoredJourney(id, {
              draft: {
                journeyId: id,
                version: journey.definition.version,
                answers: scope.answers,
                savedAt: new Date().toISOString(),
              },
            }),
          deleteDraft: () => writeStoredJourney(id, { draft: undefined }),
        },
        journeyHost,
      ),
    [client, quietClient, customerId, id, journey, journeyHost, operations, t],
  );
  const loadWorld = useCallback(
    () => (world ? world() : loadJourneyWorld(journey, { client, customerId }, { givenFacts })),
    [client, customerId, journey, givenFacts, world],
  );
  // A resume or a recall named in the address is read once, when the page opens.
  const [entry] = useState(() => journeyHost.entryOf?.(search, { client, customerId }));
  // What the payloads' question lines send is in the words the resident read (engine/payload).
  const payloadWords = useCallback((key: string) => t(key, { ns: [NAMESPACE, 'common'] }), [t]);
  const host = useJourneyHost(journey, {
    file,
    registry,
    loadWorld,
    words: payloadWords,
    ...(entry ? { entry } : {}),
  });
  // The module never changes while the page is open (the route keys the page by journey), so the
  // hook called here is the same one on every render.
  const usePageParts = journeyHost.usePageParts ?? noPageParts;
  const parts = usePageParts(host, { quietClient });
  const translate = useCallback(
    (key: string, values?: MessageValues) => t(key, { ns: [NAMESPACE, 'common'], ...values }),
    [t],
  );
  const words = (key: string) => translate(key);
  const { model } = host;

  // The parts' element comes first on every render, so that it stays mounted while the page loads.
  return (
    <>
      {parts.element}
      {!model || parts.ready === false ? (
        <p role="status" aria-busy="true">
          {words('journey.loading')}
        </p>
      ) : (
        <TranslateProvider translate={translate}>
          <title>{`${model.heading ?? words(model.headingKey)} – ${words(model.titleKey)} – ${t('site.name')}`}</title>
          {host.notice ? (
            <div className="alert alert--info" role="status">
              {words(host.notice === 'restored' ? 'journey.restored' : 'journey.restored-updated')}
            </div>
          ) : null}
          <StepView
            model={model}
            uploads={parts.uploads ?? {}}
            busy={host.busy}
            onAnswer={host.answer}
            onContinue={() => host.continueStep(parts.hold)}
            onBack={host.goBack}
            onExit={host.exit}
            onChangeAnswer={host.change}
            onFinish={host.finish}
          />
          {host.busy ? (
            <p className="visually-hidden" role="status">
              {words('journey.sending')}
            </p>
          ) : null}
          {host.pendingEdit ? (
            <ClearAnswersDialog
              answers={host.pendingEdit.cleared}
              onConfirm={host.confirmEdit}
              onCancel={host.cancelEdit}
            />
          ) : null}
          {import.meta.env.DEV ? (
            <TesterTools walkedPath={host.walkedPath} label={words('journey.tester.download')} />
          ) : null}
        </TranslateProvider>
      )}
    </>
  );
}
