import type { ColumnType, Generated } from 'kysely';
import type { WorkOrderQuestionLine } from '../../../schemas/generated/types';

/** Row types of the reference gateway's tables (see migrations/). Dates come back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;
/** numeric columns come back from both drivers as strings, so money keeps its pennies. */
type Numeric = ColumnType<string, string | number, string | number>;

export interface ConfigurationValuesTable {
  name: string;
  value: string;
  description: ColumnType<string, string | undefined, string>;
  updated_at: DefaultedTimestamp;
}

export interface ReferenceDataTable {
  namespace: string;
  key: string;
  value: Json;
}

export interface CustomersTable {
  id: string;
  title: string | null;
  given_name: string | null;
  surname: string | null;
  date_of_birth: Timestamp | null;
  email: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  work_phone: string | null;
  etag: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface PostalAddress {
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  addressLine4: string | null;
  addressLine5: string | null;
  town: string | null;
  postcode: string | null;
  formattedAddress: string;
}

export interface AssetsTable {
  id: string;
  asset_type: 'Property' | 'Block' | 'Estate' | 'Divided block' | 'Estate Area' | 'Scheme';
  premises_type_id: number;
  parent_id: string | null;
  uprn: string | null;
  postal_address: Json<PostalAddress>;
  formatted_address: string;
  postcode: string | null;
  is_in_defects: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance_responsibilities: Json<{ type: string; value: string }[]>;
  region: string | null;
  borough: string | null;
  height_metres: Numeric | null;
  storeys: number | null;
  heating_attributes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface AssetAssociatesTable {
  asset_id: string;
  role: string;
  is_interested_party: ColumnType<boolean, boolean | undefined, boolean>;
  details: Json;
}

export interface TenanciesTable {
  id: string;
  customer_id: string;
  premises_id: string;
  tenancy_type: string;
  tenancy_group: string;
  start_date: Timestamp;
  end_date: Timestamp | null;
  payment_reference: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AccountsTable {
  id: string;
  customer_id: string;
  tenancy_id: string;
  account_type: string;
  tenancy_type: string;
  payment_reference: string;
  live_balance: Numeric;
}

export interface TransactionsTable {
  id: Generated<string>;
  account_id: string;
  transaction_date: Timestamp;
  description: string;
  payment_code: 'CR' | 'DR';
  transaction_type: string;
  amount: Numeric;
  running_balance: Numeric;
  is_posted: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface StatementDocumentsTable {
  id: string;
  customer_id: string;
  account_reference: string;
  period_start: Timestamp;
  period_end: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface CommunicationsTable {
  id: string;
  customer_id: string;
  asset_id: string | null;
  status: 'UNREAD' | 'READ';
  created_date: Timestamp;
  category_type: string;
  subject: string;
  details: string;
  document_identifier: string | null;
  sender: Json;
}

export interface CasesTable {
  id: string;
  case_reference_number: string;
  customer_id: string;
  asset_id: string | null;
  tenancy_id: string | null;
  case_type_id: string | null;
  case_type_description: string;
  assignee: string | null;
  status: 'Active' | 'Cancelled' | 'Resolved';
  created_date: Timestamp;
  description: string | null;
  additional_info: Json;
  contact_details: Json | null;
}

export interface CaseActivitiesTable {
  id: string;
  case_id: string;
  activity_type: 'Action';
  sub_type: string;
  status: 'Open' | 'Completed';
  created_date: Timestamp;
  completed_date: Timestamp | null;
}

export interface ServiceRequestsTable {
  id: string;
  customer_id: string;
  account_id: string;
  service_request_type: string;
  payload: Json;
  created_at: DefaultedTimestamp;
}

export interface RepairReasonsTable {
  id: string;
  description: string;
  priority: 'EME' | 'NA';
  sor_code: string;
  trade: string;
  repair_location: string;
  repair_location_id: number;
  element: string | null;
  asset_types: string[];
  is_used_for_creation: ColumnType<boolean, boolean | undefined, boolean>;
  is_catalyst: ColumnType<boolean, boolean | undefined, boolean>;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  additional_data: Json | null;
}

export interface ContractorsTable {
  id: string;
  name: string;
  phone_number: string | null;
  statuses: Json;
  sites: Json;
  contacts: Json;
}

export interface WorkOrdersTable {
  id: string;
  customer_id: string;
  asset_id: string;
  job_no: string | null;
  status: string;
  priority: string;
  channel: string;
  raised_date: Timestamp;
  completed_date: Timestamp | null;
  appointment_start: Timestamp | null;
  appointment_end: Timestamp | null;
  sor_code: ColumnType<string, string | undefined, string>;
  trade: string | null;
  description: string | null;
  repair_location: string | null;
  repair_location_id: number | null;
  area: string;
  contractor_id: string | null;
  contractor_site: string | null;
  is_draft: ColumnType<boolean, boolean | undefined, boolean>;
  is_emergency: ColumnType<boolean, boolean | undefined, boolean>;
  is_recall: ColumnType<boolean, boolean | undefined, boolean>;
  original_work_order_id: string | null;
  raised_by: string | null;
  etag: string;
  draft_expires_at: Timestamp | null;
  payload: Json;
  /** The labelled question-and-answer lines (migration 0015), [] when none; written as JSON text. */
  additional_info: ColumnType<WorkOrderQuestionLine[], string | undefined, string>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface WorkOrderHistoryTable {
  id: Generated<string>;
  work_order_id: string;
  identifier: string;
  sub_type: string;
  create_date_time: Timestamp;
  appointment_start: Timestamp | null;
  appointment_end: Timestamp | null;
}

export interface DocumentsTable {
  id: string;
  document_type: string;
  customer_id: string | null;
  asset_id: string | null;
  work_order_id: string | null;
  file_name: string;
  content_type: string;
  is_media_appropriate: ColumnType<boolean, boolean | undefined, boolean>;
  metadata: Json<{ key: string; value: string }[]>;
  size_bytes: number;
  content: Uint8Array;
  inspection_date: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface ComplianceRecordsTable {
  id: string;
  asset_id: string;
  compliance_type: string;
  visit_due: Timestamp;
  visit_actual: Timestamp | null;
  visit_outcome: string | null;
  equipment_type: string | null;
  date_decommissioned: Timestamp | null;
  contractor_name: string | null;
  contractor_number: string | null;
}

export interface SeedRunsTable {
  name: string;
  seeded_on: Timestamp;
  details: Json;
}

/** A resident's sign-in account (migration 0002); password_hash is scrypt, see seed/password-hash.ts. */
export interface ResidentLoginsTable {
  id: string;
  email: string;
  /** Null for a login with no customer record behind it (migration 0014): it cannot open a session. */
  customer_id: string | null;
  password_hash: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** What oidc-provider stores through its Adapter (migration 0003), one row per model and id. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** Keys made on first start: the provider's JWKS, its cookie keys, the access-token key (0003). */
export interface IdentityKeysTable {
  name: string;
  value: Json;
  created_at: DefaultedTimestamp;
}

/** Attempts at a secret under one throttle key (0013; identity/secret-throttle.ts). */
export interface SecretAttemptsTable {
  key: string;
  attempts: number;
  last_at: Timestamp;
  blocked_until: Timestamp;
}

/** A registration waiting for the one-time code sent to the tenancy's e-mail on record (0013). */
export interface PendingRegistrationsTable {
  id: string;
  interaction_uid: string;
  /** Null when the form matched no tenancy that could be linked: no code completes it. */
  customer_id: string | null;
  email: string;
  password_hash: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A resident's gateway session, opened by the token exchange and ended by logout (0003). */
export interface GatewaySessionsTable {
  id: string;
  customer_id: string;
  login_id: string;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  ended_at: Timestamp | null;
}

/** A submitted repair waiting for its job number (0006; jobs/job-number-assigner.ts). */
export interface JobNumberRequestsTable {
  work_order_id: string;
  requested_at: Timestamp;
  due_at: Timestamp;
}

/** A booked slot of a contractor's diary (0006). */
export interface AppointmentsTable {
  id: string;
  work_order_id: string;
  contractor_id: string;
  diary_code: string;
  slot_date: Timestamp;
  availability_type: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_inside_sla: boolean;
  outside_sla_reason: string | null;
  status: 'Booked' | 'Rescheduled' | 'Cancelled';
  remarks: string | null;
  created_at: Timestamp;
}

/** The Operation-Key of a successful booking and the answer it gave (0006). */
export interface BookingOperationsTable {
  customer_id: string;
  operation_key: string;
  work_order_id: string;
  request_hash: string;
  response: Json;
  created_at: Timestamp;
}

/** A note added to a repair's job (0006). */
export interface WorkOrderNotesTable {
  id: string;
  work_order_id: string;
  job_no: string | null;
  note_type_id: number;
  text: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** One attachment of an outbox e-mail: its bytes (base64) are kept in the row (0008). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

/** An e-mail waiting to go out, or sent, or given up on (0008; outbox/). */
export interface OutboxTable {
  id: string;
  kind: string;
  customer_id: string | null;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  attachments: Json<OutboxAttachment[]>;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | 'sent' | 'failed' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A one-time card payment token, kept as its SHA-256 hash (0009; payments/payment-tokens.ts). */
export interface PaymentTokensTable {
  token_hash: string;
  customer_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A card payment the provider's signed callback reported, with its ledger transaction (0009). */
export interface CardPaymentsTable {
  provider_reference: string;
  token_hash: string;
  customer_id: string;
  account_id: string;
  amount: Numeric;
  transaction_id: string;
  status: 'authorised' | 'settled';
  authorised_at: Timestamp;
  settled_at: Timestamp | null;
}

/** The id of a provider callback already applied: a replay of it changes nothing (0009). */
export interface PaymentEventsTable {
  event_id: string;
  event: string;
  provider_reference: string;
  received_at: Timestamp;
}

/** The payment sandbox's own record of a card page and its outcome (0009; payment-sandbox/). */
export interface PaymentSandboxPaymentsTable {
  provider_reference: string;
  token: string;
  customer_reference: string;
  amount: Numeric;
  client_code: string;
  status: 'awaiting-card' | 'authorised' | 'declined' | 'refused' | 'settled';
  card_last_four: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A callback the payment sandbox owes the gateway, due now or at settlement (0009). */
export interface PaymentSandboxEventsTable {
  event_id: string;
  provider_reference: string;
  event: string;
  payload: Json<Record<string, unknown>>;
  due_at: Timestamp;
  finished_at: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_status: number | null;
  /** The delivering gateway holds the event until then (0011); null when nobody does. */
  claimed_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A Direct Debit instruction given on the payment sandbox's direct-debit page (0009); only the account number's last four digits are kept. */
export interface PaymentSandboxMandatesTable {
  mandate_reference: string;
  payment_reference: string;
  account_holder: string;
  sort_code: string;
  account_number_last_four: string;
  collection_day: number;
  created_at: Timestamp;
}

/** A failure the portal reported (0010; telemetry/). customer_id comes from the bearer token. */
export interface ErrorReportsTable {
  id: Generated<string>;
  received_at: Timestamp;
  status: number;
  message: string | null;
  path: string | null;
  channel: string;
  customer_id: string | null;
  correlation_id: string | null;
  session_id: string | null;
}

/** A route the portal showed (0010; telemetry/). customer_id comes from the bearer token. */
export interface PageViewsTable {
  id: Generated<string>;
  received_at: Timestamp;
  path: string;
  channel: string;
  customer_id: string | null;
  correlation_id: string;
}

export interface Database {
  configuration_values: ConfigurationValuesTable;
  reference_data: ReferenceDataTable;
  customers: CustomersTable;
  assets: AssetsTable;
  asset_associates: AssetAssociatesTable;
  tenancies: TenanciesTable;
  accounts: AccountsTable;
  transactions: TransactionsTable;
  statement_documents: StatementDocumentsTable;
  communications: CommunicationsTable;
  cases: CasesTable;
  case_activities: CaseActivitiesTable;
  service_requests: ServiceRequestsTable;
  repair_reasons: RepairReasonsTable;
  contractors: ContractorsTable;
  work_orders: WorkOrdersTable;
  work_order_history: WorkOrderHistoryTable;
  documents: DocumentsTable;
  compliance_records: ComplianceRecordsTable;
  seed_runs: SeedRunsTable;
  resident_logins: ResidentLoginsTable;
  oidc_payloads: OidcPayloadsTable;
  identity_keys: IdentityKeysTable;
  secret_attempts: SecretAttemptsTable;
  pending_registrations: PendingRegistrationsTable;
  gateway_sessions: GatewaySessionsTable;
  job_number_requests: JobNumberRequestsTable;
  appointments: AppointmentsTable;
  booking_operations: BookingOperationsTable;
  work_order_notes: WorkOrderNotesTable;
  outbox: OutboxTable;
  payment_tokens: PaymentTokensTable;
  card_payments: CardPaymentsTable;
  payment_events: PaymentEventsTable;
  payment_sandbox_payments: PaymentSandboxPaymentsTable;
  payment_sandbox_events: PaymentSandboxEventsTable;
  payment_sandbox_mandates: PaymentSandboxMandatesTable;
  error_reports: ErrorReportsTable;
  page_views: PageViewsTable;
}
