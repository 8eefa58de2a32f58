import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * What reporting a repair needs beyond 0001's work orders (docs/rules.md: ENT, LIF and API rules):
 *
 * - sequences for the identifiers the gateway hands out: work orders (WO-500001...), job numbers
 *   (JOB-20000001..., eight digits so they never meet the seeded JOB-6xxxxx to JOB-1xxxxxx),
 *   media documents (DOC-500001...), appointments (APT-500001...) and notes (NOTE-500001...);
 * - job_number_requests: submitted repairs waiting for their job number, which the job-number
 *   assigner (jobs/job-number-assigner.ts) hands out a few seconds later; a row outlives a
 *   restart, so a pending number is still assigned after the gateway starts again;
 * - appointments: booked slots of the contractors' diaries (a booking uses up diary capacity);
 * - booking_operations: the Operation-Key of each successful booking with the answer given, so a
 *   retried request books once and answers the same;
 * - work_order_notes: notes added to a job (CCIM, Chase, Contractor, Other);
 * - an index for the sweep of drafts older than 48 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create sequence work_order_number start 500001;
    create sequence job_number start 20000001;
    create sequence document_number start 500001;
    create sequence appointment_number start 500001;
    create sequence note_number start 500001;
    create index work_orders_draft_expiry_idx on work_orders (draft_expires_at) where is_draft;

    create table job_number_requests (
      work_order_id text primary key references work_orders (id) on delete cascade,
      requested_at timestamptz not null,
      due_at timestamptz not null
    );
    create index job_number_requests_due_idx on job_number_requests (due_at);

    create table appointments (
      id text primary key,
      work_order_id text not null references work_orders (id) on delete cascade,
      contractor_id text not null references contractors (id),
      diary_code text not null,
      slot_date date not null,
      availability_type text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      is_inside_sla boolean not null,
      outside_sla_reason text,
      status text not null check (status in ('Booked', 'Rescheduled', 'Cancelled')),
      remarks text,
      created_at timestamptz not null
    );
    create index appointments_work_order_idx on appointments (work_order_id);
    create index appointments_diary_slot_idx on appointments (diary_code, slot_date, availability_type);

    create table booking_operations (
      customer_id text not null references customers (id),
      operation_key text not null,
      work_order_id text not null references work_orders (id) on delete cascade,
      request_hash text not null,
      response jsonb not null,
      created_at timestamptz not null,
      primary key (customer_id, operation_key)
    );
    create index booking_operations_created_idx on booking_operations (created_at);

    create table work_order_notes (
      id text primary key,
      work_order_id text not null references work_orders (id) on delete cascade,
      job_no text,
      note_type_id integer not null check (note_type_id between 1 and 4),
      text text not null,
      created_by text,
      created_at timestamptz not null
    );
    create index work_order_notes_work_order_idx on work_order_notes (work_order_id, created_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table work_order_notes, booking_operations, appointments, job_number_requests;
    drop index work_orders_draft_expiry_idx;
    drop sequence note_number, appointment_number, document_number, job_number, work_order_number;
    `,
  );
}
