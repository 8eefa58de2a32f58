/** The rules of creating, saving, submitting, cancelling and deleting repairs, as shown at /docs. */

export const CREATE_DESCRIPTION = [
  'Creates the repair as a draft: status In Diagnosis, isDraft true, no job number, kept 48 hours.',
  "customerIdentifier must be you, premisesId one of your active tenancies' homes (403 otherwise), and",
  'assetIdentifier that home or a block, divided block or estate it is in (400 otherwise; never a scheme).',
  "area defaults to the asset's (Estate Area is Estate) and must fit it: Property only for a home (400).",
  'sorCode N/A is recorded as NA, and NA when none is given; contractor must be a known site code (400);',
  'originalWorkOrderIdentifier must be one of your repairs; a new repair has no documents yet (upload them, then',
  'PATCH the list). Answers 201 with {id, jobNo (null), area, eTag}, an ETag header and a Location',
  '/api/v2/works-orders/{id} whose fifth path segment is the id. isSubmitted true or isDraft false submits at once',
  '(see PATCH). 409 while the repairs maintenance pause (isMyPbRepairsMaintainence) is on.',
  'Drafts older than 48 hours since their last save are deleted, oldest first and 200 at a time: a sweep runs every',
  '10 minutes and before any request about repairs (at most once a second); a change to an expired draft answers 404',
  'even before it is swept.',
].join(' ');

export const UPDATE_DESCRIPTION = [
  'Send If-Match with the eTag read (ETag header or eTag field): without it 428; when the repair changed since,',
  '412 and nothing is written (two saves with the same eTag: the second gets 412). Answers the repair in full and',
  'its new ETag. Saving: fields left out keep their value, null clears an answer; each save of a draft keeps it',
  'another 48 hours. Submitting: isSubmitted true or isDraft false on a draft needs repairReason, repairLocation and',
  'description (400 naming what is missing); the status moves from In Diagnosis to Unappointed, isDraft false,',
  'raisedDate now; priority is priorityCode when answered, else the rules of POST /works-orders/repair-priority',
  '(an emergency raised outside working hours is out of hours); a "Repair created" event (APCREATE01) is added.',
  'The job number is assigned asynchronously a few seconds later (3 s by default, JOB_NUMBER_DELAY_MS), with an',
  '"Unappointed" event; poll GET /works-orders/{id} for jobNo. Assigning the job number does not change the eTag.',
  'An assetIdentifier or premisesId that is not yours answers 403. After submission the asset, premises, area,',
  'code, reason, location, trade and description cannot change (409);',
  'a cancelled, completed or closed repair cannot change (409). documents.documentIdentifiers must name documents',
  'uploaded to this repair (400). additionalInfo, the labelled question-and-answer lines (at most 30, each',
  'questionId once: 400 naming the line otherwise), replaces the stored lines when sent and keeps them when left',
  'out, on a draft save and on the submit alike. Cancelling: the body',
  '{asset: {type: {assetTypeId}}, statuses: {Status: Cancelled}}',
  "and nothing else (400 otherwise); assetTypeId must be the premises type of the repair's asset (400). Whether the",
  'resident may cancel is decided by POST /wo-cancellation-eligibility; this refuses only what is never cancelled',
  'online (409): a repair already cancelled, completed or closed, an emergency (EME or DME), or any cancel during the',
  'repairs maintenance pause. A cancel sets status Cancelled, releases booked appointments, stops a pending job',
  'number and adds a "Cancelled" (Repair cancelled) history event.',
].join(' ');

export const DELETE_DESCRIPTION = [
  "Deletes a draft (the journey's Leave) with its documents and history. If-Match is required (428 without it,",
  '412 when the draft changed since it was read). Only a draft still In Diagnosis can be deleted (409 otherwise:',
  'cancel a submitted repair with PATCH). 404 for an unknown repair or a draft older than 48 hours.',
].join(' ');
