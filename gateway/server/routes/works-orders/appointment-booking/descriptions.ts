/** The rules of availability and booking, as shown at /docs. */

export const AVAILABILITY_DESCRIPTION = [
  'The diaries are simulated, the same on every call for a contractor site and date: two slot kinds a day (AM 08:00',
  'to 12:00, PM 12:00 to 16:00, UK time) on the next 20 working days from tomorrow; each slot holds 0 to 3 bookings',
  '(about two in ten hold none), less those already booked: 3 or more left High, 2 Medium, 1 Low, none Not Available.',
  "insideSla is true up to 6 days ahead and false beyond. Each slot's metadata holds slotReference and diaryCode to",
  'send back when booking, and for a slot outside the service level outsideSlaReason: Contractor availability when',
  'no slot inside it is left, otherwise Resident availability. The repair must have a job number (409 until it is',
  'assigned), match referenceNumber when sent (400), be Next Available (409 for an emergency) and Unappointed or',
  'Appointed (to move it); contractorName must be its contractor (400), or name an active contractor when it has',
  "none (404). The diary is the repair's contractor site, else the contractor's first site. A contractor that is",
  'not integrated has no online diary: availabilities [] and statusCode 404. isPreferences is false.',
].join(' ');

export const BOOKING_DESCRIPTION = [
  'Operation-Key header (required, up to 128 characters): make one key per booking attempt and send it again with',
  'any repeat. The first request with a key books and its answer is remembered for 24 hours; a repeat with the same',
  'key and the same request answers the same (201, same appointmentId, header Idempotent-Replayed: true) without',
  'booking again; the same key with a different request is 409. Only a successful booking is remembered. Checks: the',
  'repair as for availability but Unappointed only (move an Appointed one with PATCH /works-orders/{id}/appointments);',
  "jobNumber and diaryCode are the repair's (400); appointmentFromDate, appointmentToDate and availabilityType are",
  "a slot the diary offers (400) and isInsideSla is that slot's (400); the slot must have room left (409 for Not",
  'Available or fully booked). A booking uses up one place of the slot, sets the status Appointed, the appointment',
  'dates and lastAppointmentCreatedDate, records the contractor and diary on the repair, adds an "Appointment booked"',
  "history event (AUPDATE01) with the slot, and answers 201 {appointmentId, status: Booked} with the repair's new ETag.",
].join(' ');
