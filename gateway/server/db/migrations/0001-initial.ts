import type { Kysely } from 'kysely';
import { runScript } from '../sql-script';

/**
 * The reference gateway's first schema: every entity the rules of docs/rules.md name, as a housing
 * association's systems would hold them. Keys and searchable fields are columns; nested
 * parts that the gateway only ever returns whole (addresses, statuses, payload extras) are
 * jsonb. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table configuration_values (
      name text primary key,
      value text not null,
      description text not null default '',
      updated_at timestamptz not null default now()
    );

    create table reference_data (
      namespace text not null,
      key text not null,
      value jsonb not null,
      primary key (namespace, key)
    );

    create table customers (
      id text primary key,
      title text,
      given_name text,
      surname text,
      date_of_birth date,
      email text,
      mobile_phone text,
      home_phone text,
      work_phone text,
      etag text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table assets (
      id text primary key,
      asset_type text not null check (asset_type in ('Property', 'Block', 'Estate', 'Divided block', 'Estate Area', 'Scheme')),
      premises_type_id integer not null check (premises_type_id between 1 and 6),
      parent_id text references assets (id),
      uprn text,
      postal_address jsonb not null,
      formatted_address text not null,
      postcode text,
      is_in_defects boolean not null default false,
      maintenance_responsibilities jsonb not null default '[]',
      region text,
      borough text,
      height_metres numeric(6, 2),
      storeys integer,
      heating_attributes text[] not null default '{}'
    );
    create index assets_parent_idx on assets (parent_id);

    create table asset_associates (
      asset_id text not null references assets (id),
      role text not null,
      is_interested_party boolean not null default false,
      details jsonb not null,
      primary key (asset_id, role)
    );

    create table tenancies (
      id text primary key,
      customer_id text not null references customers (id),
      premises_id text not null references assets (id),
      tenancy_type text not null,
      tenancy_group text not null,
      start_date date not null,
      end_date date,
      payment_reference text not null unique,
      is_active boolean not null default true
    );
    create index tenancies_customer_idx on tenancies (customer_id);
    create index tenancies_premises_idx on tenancies (premises_id);

    create table accounts (
      id text primary key,
      customer_id text not null references customers (id),
      tenancy_id text not null references tenancies (id),
      account_type text not null,
      tenancy_type text not null,
      payment_reference text not null,
      live_balance numeric(12, 2) not null default 0
    );
    create index accounts_customer_idx on accounts (customer_id);

    create table transactions (
      id bigserial primary key,
      account_id text not null references accounts (id),
      transaction_date date not null,
      description text not null,
      payment_code text not null check (payment_code in ('CR', 'DR')),
      transaction_type text not null,
      amount numeric(12, 2) not null,
      running_balance numeric(12, 2) not null,
      is_posted boolean not null default true
    );
    create index transactions_account_date_idx on transactions (account_id, transaction_date desc);

    create table statement_documents (
      id text primary key,
      customer_id text not null references customers (id),
      account_reference text not null,
      period_start date not null,
      period_end date not null,
      created_at timestamptz not null default now()
    );
    create index statement_documents_customer_idx on statement_documents (customer_id, period_start desc);

    create table communications (
      id text primary key,
      customer_id text not null references customers (id),
      asset_id text references assets (id),
      status text not null check (status in ('UNREAD', 'READ')),
      created_date timestamptz not null,
      category_type text not null,
      subject text not null,
      details text not null,
      document_identifier text,
      sender jsonb not null
    );
    create index communications_customer_date_idx on communications (customer_id, created_date desc);

    create table cases (
      id text primary key,
      case_reference_number text not null unique,
      customer_id text not null references customers (id),
      asset_id text references assets (id),
      tenancy_id text references tenancies (id),
      case_type_id text,
      case_type_description text not null,
      assignee text,
      status text not null check (status in ('Active', 'Cancelled', 'Resolved')),
      created_date timestamptz not null,
      description text,
      additional_info jsonb not null default '[]',
      contact_details jsonb
    );
    create index cases_customer_date_idx on cases (customer_id, created_date desc);

    create table service_requests (
      id text primary key,
      customer_id text not null references customers (id),
      account_id text not null references accounts (id),
      service_request_type text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );

    create table repair_reasons (
      id text primary key,
      description text not null,
      priority text not null check (priority in ('EME', 'NA')),
      sor_code text not null,
      trade text not null,
      repair_location text not null,
      repair_location_id integer not null,
      element text,
      asset_types text[] not null,
      is_used_for_creation boolean not null default true,
      is_catalyst boolean not null default false,
      keywords text[] not null default '{}',
      additional_data jsonb
    );

    create table contractors (
      id text primary key,
      name text not null,
      phone_number text,
      statuses jsonb not null,
      sites jsonb not null default '[]',
      contacts jsonb not null default '[]'
    );

    create table work_orders (
      id text primary key,
      customer_id text not null references customers (id),
      asset_id text not null references assets (id),
      job_no text,
      status text not null,
      priority text not null,
      channel text not null,
      raised_date timestamptz not null,
      completed_date timestamptz,
      appointment_start timestamptz,
      appointment_end timestamptz,
      sor_code text not null default 'NA',
      trade text,
      description text,
      repair_location text,
      repair_location_id integer,
      area text not null,
      contractor_id text references contractors (id),
      contractor_site text,
      is_draft boolean not null default false,
      is_emergency boolean not null default false,
      is_recall boolean not null default false,
      original_work_order_id text references work_orders (id),
      raised_by text,
      etag text not null,
      draft_expires_at timestamptz,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index work_orders_customer_raised_idx on work_orders (customer_id, raised_date desc);
    create index work_orders_asset_raised_idx on work_orders (asset_id, raised_date desc);

    create table work_order_history (
      id bigserial primary key,
      work_order_id text not null references work_orders (id) on delete cascade,
      identifier text not null,
      sub_type text not null,
      create_date_time timestamptz not null,
      appointment_start timestamptz,
      appointment_end timestamptz
    );
    create index work_order_history_wo_idx on work_order_history (work_order_id, create_date_time);

    create table documents (
      id text primary key,
      document_type text not null,
      customer_id text references customers (id),
      asset_id text references assets (id),
      work_order_id text references work_orders (id) on delete cascade,
      file_name text not null,
      content_type text not null,
      is_media_appropriate boolean not null default true,
      metadata jsonb not null default '[]',
      size_bytes integer not null,
      content bytea not null,
      inspection_date date,
      created_at timestamptz not null default now()
    );
    create index documents_work_order_idx on documents (work_order_id);
    create index documents_asset_type_idx on documents (asset_id, document_type);

    create table compliance_records (
      id text primary key,
      asset_id text not null references assets (id),
      compliance_type text not null,
      visit_due timestamptz not null,
      visit_actual timestamptz,
      visit_outcome text,
      equipment_type text,
      date_decommissioned date,
      contractor_name text,
      contractor_number text
    );
    create index compliance_asset_type_idx on compliance_records (asset_id, compliance_type, visit_due);

    create table seed_runs (
      name text primary key,
      seeded_on date not null,
      details jsonb not null default '{}'
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table seed_runs, compliance_records, documents, work_order_history, work_orders,
      contractors, repair_reasons, service_requests, cases, communications, statement_documents,
      transactions, accounts, tenancies, asset_associates, assets, customers, reference_data,
      configuration_values;
  `,
  );
}
