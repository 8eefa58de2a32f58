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
import { TesterTools } from './tester-tools';
import { repairEntryOf } from './repair/repair-page-entry';
import { useMediaUploads } from './repair/use-media-uploads';
import { useJourneyHost } from './use-journey-host';
import '../../renderer/styles.css';

const NAMESPACE = 'journeys';

/** Dates in the journeys' own words (DD MMM YYYY), without loading the date library on journey pages. */
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * One journey in the portal: the step the journey is at, rendered by the renderer's step frame,
 * with the portal's words, operations and storage. Every journey page is this one component.
 */
export function JourneyPage({
  journey,
  file,
  operations,
  world,
}: {
  journey: Journey;
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
      portalOperations({
        client,
        saveClient: quietClient,
        customerId,
        translate: (key: string) => t(key, { ns: [NAMESPACE, 'common'] }),
        formatDate: (iso: string) => SHORT_DATE.format(new Date(iso)),
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
      }),
    [client, quietClient, customerId, id, journey, operations, t],
  );
  const loadWorld = useCallback(
    () => (world ? world() : loadJourneyWorld(journey, { client, customerId })),
    [client, customerId, journey, world],
  );
  // A resume or a recall named in the address is read once, when the page opens.
  const [entry] = useState(() => repairEntryOf(id, search, { client, customerId }));
  const host = useJourneyHost(journey, { file, registry, loadWorld, ...(entry ? { entry } : {}) });
  const mediaUploads = useMediaUploads({
    client: quietClient,
    snapshot: host.snapshot,
    answer: (names) => host.answer('media', names),
    saveList: (documentIds) =>
      host.runOperation('save-repair-draft', { 'work-order-documents': documentIds }, 'work-order'),
    fail: host.fail,
  });
  const translate = useCallback(
    (key: string, values?: MessageValues) => t(key, { ns: [NAMESPACE, 'common'], ...values }),
    [t],
  );
  const words = (key: string) => translate(key);
  const { model } = host;
  const fileField = model?.fields.find((field) => field.widget === 'file-list')?.name;

  if (!model) {
    return (
      <p role="status" aria-busy="true">
        {words('journey.loading')}
      </p>
    );
  }
  return (
    <TranslateProvider translate={translate}>
      <title>{`${model.heading ?? words(model.headingKey)} – ${words(model.titleKey)} – ${t('site.name')}`}</title>
      {host.notice ? (
        <div className="alert alert--info" role="status">
          {words(host.notice === 'restored' ? 'journey.restored' : 'journey.restored-updated')}
        </div>
      ) : null}
      <StepView
        model={model}
        uploads={Object.fromEntries(
          model.fields.filter((field) => field.widget === 'file-list').map((field) => [field.name, mediaUploads]),
        )}
        busy={host.busy}
        onAnswer={host.answer}
        onContinue={() => host.continueStep(fileField ? () => mediaUploads.beforeContinue(fileField) : undefined)}
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
  );
}
