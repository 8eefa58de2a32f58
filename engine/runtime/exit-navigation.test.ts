import { describe, expect, it } from 'vitest';
import { loadJourney } from './journey';
import { exitModalNavigation, exitNavigation } from './exit-navigation';

const journey = loadJourney({
  id: 'exits',
  version: 1,
  titleKey: 't',
  start: 'only',
  exits: {
    scheduler: { route: '/appointmentscheduler?workOrderId={work-order.id}' },
    reported: {
      route: '/customer360View',
      noticeKey: 'repair.reported.{submission.confirmation}',
      noticeValues: { jobNo: { fact: 'submission.jobNo' } },
    },
  },
  steps: [
    {
      id: 'only',
      kind: 'question',
      route: '/only',
      headingKey: 'h',
      fields: [{ answer: 'a', widget: 'text', labelKey: 'l' }],
      next: [{ to: 'scheduler', when: { answer: 'a', equals: 'book' } }, { to: 'reported' }],
    },
  ],
});

const scope = (facts: Record<string, unknown>) => ({ answers: {}, facts, toggles: {} });

describe('where an exit leads', () => {
  it('should fill the facts into the address, encoded', () => {
    expect(exitNavigation(journey.index, 'scheduler', scope({ 'work-order': { id: 'WO 1/2' } }))).toEqual({
      route: '/appointmentscheduler?workOrderId=WO%201%2F2',
    });
  });

  it('should name the banner of its kind with its values', () => {
    const facts = { submission: { confirmation: 'emergency', jobNo: 'JOB-20000001' } };
    expect(exitNavigation(journey.index, 'reported', scope(facts))).toEqual({
      route: '/customer360View',
      notice: { noticeKey: 'repair.reported.emergency', noticeValues: { jobNo: 'JOB-20000001' } },
    });
  });

  it('should leave a missing fact empty rather than write undefined', () => {
    expect(exitNavigation(journey.index, 'scheduler', scope({})).route).toBe('/appointmentscheduler?workOrderId=');
  });
});

describe('where a choice of the exit modal leads', () => {
  const modal = {
    headingKey: 'h',
    saveAndExitKey: 's',
    leaveKey: 'l',
    returnKey: 'r',
    exitTo: 'home',
    savedNoticeKey: 'repair.draft.saved',
  };
  const withModal = (exitModal: typeof modal | Omit<typeof modal, 'savedNoticeKey'>) =>
    loadJourney({
      id: 'modal',
      version: 1,
      titleKey: 't',
      start: 'only',
      exits: { home: { route: '/customer360View' } },
      exitModal,
      steps: [
        {
          id: 'only',
          kind: 'question',
          route: '/only',
          headingKey: 'h',
          fields: [{ answer: 'a', widget: 'text', labelKey: 'l' }],
          next: [{ to: 'home' }],
        },
      ],
    });

  it('should say the answers are saved after Save and exit', () => {
    expect(exitModalNavigation(withModal(modal), 'save-and-exit', scope({}))).toEqual({
      route: '/customer360View',
      notice: { noticeKey: 'repair.draft.saved', noticeValues: {} },
    });
  });

  it('should say nothing after Leave, nor when the journey names no banner', () => {
    expect(exitModalNavigation(withModal(modal), 'leave', scope({}))).toEqual({ route: '/customer360View' });
    const { savedNoticeKey: _none, ...silent } = modal;
    expect(exitModalNavigation(withModal(silent), 'save-and-exit', scope({}))).toEqual({ route: '/customer360View' });
  });
});
