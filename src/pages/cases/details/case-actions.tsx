import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { completeCaseActivity, type GatewayClient, isHandledByApp } from '../../../../gateway/client';
import type { CaseActivity } from '../../../../schemas/generated/types';
import { formatDate } from '../../../dates/date-format';
import { genericErrorPath } from '../../../gateway/portal-gateway';
import { MessageWithPhone } from '../../../errors/message-with-phone';
import { StatusTag } from '../../../lists/status-tag';
import type { CasesWords } from '../cases-words';

/**
 * The case's damp, mould and condensation triage actions, each explained in plain words: an open
 * one has Mark as done (PATCH /cases/{id}/activities/{activityId}); a completed one says so. An
 * update failure goes to the generic error page (ACC-CAS-27, REP-DMP-05: "Damp and mould
 * update failure goes to /GenericError"). Nothing shows when the case has none.
 */
export function CaseActions({
  client,
  caseId,
  activities,
  words,
}: {
  client: GatewayClient;
  caseId: string;
  activities: CaseActivity[] | 'error';
  words: CasesWords;
}) {
  const headingId = useId();
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  if (activities === 'error') {
    return (
      <p className="alert alert--warning">
        <MessageWithPhone messageKey="cases:activities.loadFailed" />
      </p>
    );
  }
  if (activities.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="case-actions">
      <h2 id={headingId}>{words('activities.heading')}</h2>
      <ul className="case-actions__list">
        {activities.map((activity) => (
          <DampTriageAction
            key={activity.activityIdentifier}
            client={client}
            caseId={caseId}
            activity={activity}
            completed={activity.status === 'Completed' || done.has(activity.activityIdentifier)}
            onCompleted={() => setDone((known) => new Set([...known, activity.activityIdentifier]))}
            words={words}
          />
        ))}
      </ul>
    </section>
  );
}

function DampTriageAction({
  client,
  caseId,
  activity,
  completed,
  onCompleted,
  words,
}: {
  client: GatewayClient;
  caseId: string;
  activity: CaseActivity;
  completed: boolean;
  onCompleted: () => void;
  words: CasesWords;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  const justDone = useRef(false);
  useEffect(() => {
    // The button goes away once done: the reader continues at the words that say it is done.
    if (completed && justDone.current) {
      justDone.current = false;
      doneMessage.current?.focus();
    }
  }, [completed]);
  const markDone = () => {
    setSaving(true);
    completeCaseActivity(client, caseId, activity.activityIdentifier).then(
      () => {
        setSaving(false);
        justDone.current = true;
        onCompleted();
      },
      (error: unknown) => {
        setSaving(false);
        if (isHandledByApp(error)) return;
        void navigate(genericErrorPath(error));
      },
    );
  };
  return (
    <li className={`repair-card repair-card--${completed ? 'green' : 'yellow'}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="repair-card__heading">
        {words('activities.damp.title')}
      </h3>
      <StatusTag
        label={words(completed ? 'activities.damp.statusDone' : 'activities.damp.statusOpen')}
        tone={completed ? 'green' : 'yellow'}
      />
      <p className="hint">{words('activities.damp.added', { date: formatDate(activity.createdDate, 'longMonth') })}</p>
      <div role="status">
        {completed && (
          <p tabIndex={-1} ref={doneMessage}>
            {words('activities.damp.done')}
          </p>
        )}
      </div>
      {!completed && (
        <>
          <p>
            <MessageWithPhone messageKey="cases:activities.damp.open" />
          </p>
          <button type="button" className="button" disabled={saving} onClick={markDone}>
            {words(saving ? 'activities.damp.saving' : 'activities.damp.markDone')}
          </button>
        </>
      )}
    </li>
  );
}
