import { sql, type RawBuilder } from 'kysely';

/**
 * Set-based SQL for the synthetic volume: each statement makes the rows of a range of
 * synthetic customers [from, to] with INSERT ... SELECT over generate_series. Values are
 * pseudo-random but deterministic: hashint8extended(number, seed) gives the same answer for the
 * same inputs on PostgreSQL 15 and PGlite alike.
 */
export interface SyntheticBatch {
  from: number;
  to: number;
  seed: number;
  /** The moment the synthetic dates count back from. */
  now: Date;
}

const GIVEN_NAMES = [
  'Aisha',
  'Ben',
  'Chen',
  'Daniel',
  'Ella',
  'Fatima',
  'George',
  'Hannah',
  'Isaac',
  'Jade',
  'Kofi',
  'Layla',
  'Mohammed',
  'Nina',
  'Oliver',
  'Priya',
  'Quentin',
  'Rosa',
  'Samuel',
  'Tara',
  'Umar',
  'Violet',
  'William',
  'Yasmin',
  'Zoe',
];
const SURNAMES = [
  'Adams',
  'Begum',
  'Campbell',
  'Davies',
  'Evans',
  'Fernandes',
  'Green',
  'Hussain',
  'Ibrahim',
  'Jones',
  'Khan',
  'Lewis',
  'Mensah',
  'Nowak',
  "O'Brien",
  'Patel',
  'Quinn',
  'Robinson',
  'Smith',
  'Taylor',
  'Usman',
  'Walker',
  'Young',
];
const STREETS = [
  'Albion Road',
  'Brook Street',
  'Canal Walk',
  'Dock Lane',
  'Elder Way',
  'Foundry Close',
  'Garden Row',
  'Harbour Road',
  'Ivy Terrace',
  'Jubilee Street',
  'Kiln Place',
  'Linden Grove',
  'Market Road',
  'Nelson Street',
  'Orchard Way',
  'Park Lane',
  'Quay Road',
  'Rope Walk',
  'Station Road',
  'Tower Street',
];
const AREAS = [
  ['E1', 'East London', 'Tower Hamlets'],
  ['E5', 'East London', 'Hackney'],
  ['E8', 'East London', 'Hackney'],
  ['E15', 'East London', 'Newham'],
  ['SE5', 'South London', 'Southwark'],
  ['SE13', 'South London', 'Lewisham'],
  ['SE15', 'South London', 'Southwark'],
  ['SW9', 'South London', 'Lambeth'],
  ['N7', 'North London', 'Islington'],
  ['N17', 'North London', 'Haringey'],
  ['W12', 'West London', 'Hammersmith and Fulham'],
  ['W3', 'West London', 'Ealing'],
];
const NOTES = [
  'It started a few days ago.',
  'It has been getting worse this week.',
  'Please call before you come.',
  'This is the second time it has happened.',
  'I can be at home any weekday morning.',
  'It is worse when it rains.',
];
const MESSAGES = [
  [
    'General',
    'Your repair has been booked',
    'We have booked your repair. The contractor will arrive in the time slot shown.',
  ],
  ['General', 'Your repair has been completed', 'Your repair has been completed. Tell us if anything is still wrong.'],
  ['Statement', 'Your rent statement is ready', 'Your monthly rent statement is ready to view on the Balance page.'],
  ['CaseCreation', 'We have received your request', 'Thank you for your request. We will reply within 5 working days.'],
  ['General', 'Changes to your rent', 'Your weekly rent is changing from the first Monday in April.'],
  ['General', 'Estate news', 'Read about the improvements planned for your estate this year.'],
];

/** A pseudo-random non-negative int from a number and a salt, fixed for a given seed. */
function hash(seed: number, expression: string, salt: number): string {
  return `(hashint8extended((${expression})::bigint, ${seed * 100 + salt}::bigint) & 2147483647)`;
}

const text = (values: string[]) => sql`${values}::text[]`;
const range = (b: SyntheticBatch) => sql`generate_series(${b.from}::int, ${b.to}::int)`;
const pad = (expression: string, width: number) => `lpad((${expression})::text, ${width}, '0')`;
const customerId = (g: string) => `'SYN-C' || ${pad(g, 7)}`;
const propertyId = (g: string) => `'SYN-P' || ${pad(g, 7)}`;

/** Estates (one per 100 customers), blocks (one per 10) and a home for each customer. */
export function placesSql(b: SyntheticBatch): RawBuilder<unknown>[] {
  const h = (e: string, s: number) => sql.raw(hash(b.seed, e, s));
  const areas = AREAS.map((a) => a.join('|'));
  const area = (n: number) => sql`split_part((${text(areas)})[1 + ${h('e', 1)} % ${AREAS.length}], '|', ${n})`;
  const estates = sql`
    insert into assets (id, asset_type, premises_type_id, parent_id, uprn, postal_address, formatted_address, postcode, maintenance_responsibilities, region, borough)
    select 'SYN-E' || ${sql.raw(pad('e', 5))}, 'Estate', 3, null, '2' || ${sql.raw(pad('e', 11))},
      jsonb_build_object('addressLine1', 'Synthetic Estate ' || e, 'addressLine2', null, 'addressLine3', null, 'addressLine4', null, 'addressLine5', null,
        'town', 'London', 'postcode', ${area(1)} || ' 1AA', 'formattedAddress', 'Synthetic Estate ' || e || ', London, ' || ${area(1)} || ' 1AA'),
      'Synthetic Estate ' || e || ', London, ' || ${area(1)} || ' 1AA', ${area(1)} || ' 1AA',
      '[{"type":"MaintenanceResponsibility","value":"FMFULL"}]'::jsonb, ${area(2)}, ${area(3)}
    from generate_series((${b.from}::int - 1) / 100 + 1, (${b.to}::int - 1) / 100 + 1) e
    on conflict (id) do nothing`;
  const blocks = sql`
    insert into assets (id, asset_type, premises_type_id, parent_id, uprn, postal_address, formatted_address, postcode, maintenance_responsibilities, storeys, height_metres)
    select 'SYN-B' || ${sql.raw(pad('k', 6))}, 'Block', 4, 'SYN-E' || ${sql.raw(pad('(k - 1) / 10 + 1', 5))}, '3' || ${sql.raw(pad('k', 11))},
      jsonb_build_object('addressLine1', 'Block ' || k, 'addressLine2', null, 'addressLine3', null, 'addressLine4', null, 'addressLine5', null,
        'town', 'London', 'postcode', null, 'formattedAddress', 'Block ' || k || ', London'),
      'Block ' || k || ', London', null, '[{"type":"MaintenanceResponsibility","value":"FMFULL"}]'::jsonb,
      2 + ${h('k', 2)} % 9, (2 + ${h('k', 2)} % 9) * 3
    from generate_series((${b.from}::int - 1) / 10 + 1, (${b.to}::int - 1) / 10 + 1) k
    on conflict (id) do nothing`;
  const street = sql`(${text(STREETS)})[1 + ${h('g', 3)} % ${STREETS.length}]`;
  const homes = sql`
    insert into assets (id, asset_type, premises_type_id, parent_id, uprn, postal_address, formatted_address, postcode, maintenance_responsibilities, heating_attributes)
    select ${sql.raw(propertyId('g'))}, 'Property', 6, 'SYN-B' || ${sql.raw(pad('(g - 1) / 10 + 1', 6))}, '4' || ${sql.raw(pad('g', 11))},
      jsonb_build_object('addressLine1', 'Flat ' || (1 + (g - 1) % 10) || ', ' || (g % 200 + 1) || ' ' || ${street},
        'addressLine2', null, 'addressLine3', null, 'addressLine4', null, 'addressLine5', null, 'town', 'London', 'postcode', null,
        'formattedAddress', 'Flat ' || (1 + (g - 1) % 10) || ', ' || (g % 200 + 1) || ' ' || ${street} || ', London'),
      'Flat ' || (1 + (g - 1) % 10) || ', ' || (g % 200 + 1) || ' ' || ${street} || ', London', null,
      '[{"type":"MaintenanceResponsibility","value":"FMFULL"}]'::jsonb,
      case when ${h('g', 4)} % 10 < 7 then array['HEATGAS'] else array['HEATELEC'] end
    from ${range(b)} g`;
  return [estates, blocks, homes];
}

/** Customers, their tenancies and rent accounts. */
export function peopleSql(b: SyntheticBatch): RawBuilder<unknown>[] {
  const h = (e: string, s: number) => sql.raw(hash(b.seed, e, s));
  const given = sql`(${text(GIVEN_NAMES)})[1 + ${h('g', 11)} % ${GIVEN_NAMES.length}]`;
  const surname = sql`(${text(SURNAMES)})[1 + ${h('g', 12)} % ${SURNAMES.length}]`;
  const customers = sql`
    insert into customers (id, title, given_name, surname, date_of_birth, email, mobile_phone, home_phone, etag, created_at, updated_at)
    select ${sql.raw(customerId('g'))}, (array['Mr','Ms','Mrs','Miss','Mx'])[1 + ${h('g', 13)} % 5], ${given}, ${surname},
      date '1940-01-01' + (${h('g', 14)} % 22000)::int,
      lower(regexp_replace(${given} || '.' || ${surname}, '[^A-Za-z.]', '', 'g')) || g || '@example.net',
      case when ${h('g', 15)} % 10 < 8 then '07700900' || ${sql.raw(pad('g % 1000', 3))} end,
      case when ${h('g', 15)} % 10 >= 5 then '02079460' || ${sql.raw(pad('g % 1000', 3))} end,
      substr(md5('syn' || g), 1, 22), ${b.now}::timestamptz, ${b.now}::timestamptz
    from ${range(b)} g`;
  const tenancies = sql`
    insert into tenancies (id, customer_id, premises_id, tenancy_type, tenancy_group, start_date, payment_reference)
    select 'SYN-T' || ${sql.raw(pad('g', 7))}, ${sql.raw(customerId('g'))}, ${sql.raw(propertyId('g'))}, 'GNT', 'Social',
      (${b.now}::timestamptz)::date - (1830 + ${h('g', 16)} % 5000)::int, '9' || ${sql.raw(pad('g', 9))}
    from ${range(b)} g`;
  const accounts = sql`
    insert into accounts (id, customer_id, tenancy_id, account_type, tenancy_type, payment_reference, live_balance)
    select 'SYN-A' || ${sql.raw(pad('g', 7))}, ${sql.raw(customerId('g'))}, 'SYN-T' || ${sql.raw(pad('g', 7))}, 'REN', 'GNT', '9' || ${sql.raw(pad('g', 9))}, 0
    from ${range(b)} g`;
  return [customers, tenancies, accounts];
}

/**
 * 200 transactions per rent account, one a week: three rent charges then a payment of about
 * three weeks' rent, with rent-free credits and recharges now and then; then live balances.
 */
export function moneySql(b: SyntheticBatch): RawBuilder<unknown>[] {
  const h = (e: string, s: number) => sql.raw(hash(b.seed, e, s));
  const transactions = sql`
    insert into transactions (account_id, transaction_date, description, payment_code, transaction_type, amount, running_balance, is_posted)
    select account_id, transaction_date, description, payment_code, transaction_type, amount,
      sum(case when payment_code = 'DR' then amount else -amount end) over (partition by account_id order by k), k < 200
    from (
      select 'SYN-A' || ${sql.raw(pad('g', 7))} as account_id, k, (${b.now}::timestamptz)::date - (200 - k) * 7 as transaction_date,
        case when k % 50 = 25 then 'Rent-free week credit' when k % 50 = 37 then 'Recharge - repair' when k % 4 = 0 then 'Universal Credit - housing costs' else 'Rent and service charges' end as description,
        case when k % 50 = 25 or (k % 4 = 0 and k % 50 <> 37) then 'CR' else 'DR' end as payment_code,
        case when k % 50 = 25 then 'ADJ' when k % 50 = 37 then 'DRA' when k % 4 = 0 then 'PAY' else 'DRS' end as transaction_type,
        case when k % 50 = 37 then 25 + (${h('g * 1000 + k', 21)} % 100)
             when k % 4 = 0 then round((90 + ${h('g', 22)} % 80) * 3 * (0.95 + (${h('g * 1000 + k', 23)} % 13) / 100.0), 2)
             else 90 + ${h('g', 22)} % 80 end::numeric(12, 2) as amount
      from ${range(b)} g cross join generate_series(1, 200) k
    ) t`;
  const balances = sql`
    update accounts a set live_balance = t.running_balance
    from transactions t
    where a.id between 'SYN-A' || ${sql.raw(pad(String(b.from), 7))} and 'SYN-A' || ${sql.raw(pad(String(b.to), 7))}
      and t.account_id = a.id and t.transaction_date = (${b.now}::timestamptz)::date`;
  return [transactions, balances];
}

/**
 * About 100 work orders per customer (80 to 120): statuses spread like a real repairs service,
 * raised over five years (open ones recently), reasons drawn from the seeded catalogue.
 */
export function workOrdersSql(b: SyntheticBatch, reasonCount: number): RawBuilder<unknown> {
  const h = (e: string, s: number) => sql.raw(hash(b.seed, e, s));
  const n = 'g * 1000 + k';
  return sql`
    insert into work_orders (id, customer_id, asset_id, job_no, status, priority, channel, raised_date, completed_date,
      appointment_start, appointment_end, sor_code, trade, description, repair_location, repair_location_id, area,
      contractor_id, contractor_site, is_draft, is_emergency, etag, draft_expires_at, payload, created_at, updated_at)
    with reasons as (
      select row_number() over (order by id) as rn, description, sor_code, trade, repair_location, repair_location_id, priority
      from repair_reasons where is_used_for_creation and not is_catalyst and 'Property' = any (asset_types)
    ), base as (
      select g, k, ${h(n, 31)} as h1, ${h(n, 32)} as h2, ${h(n, 33)} as h3, ${h(n, 34)} as h4
      from ${range(b)} g cross join generate_series(1, 120) k
      where k <= 80 + ${h('g', 30)} % 41
    ), shaped as (
      select base.*, r.*,
        case when h1 % 100 < 55 then 'Completed' when h1 % 100 < 65 then 'Closed' when h1 % 100 < 75 then 'Cancelled'
             when h1 % 100 < 81 then 'Unappointed' when h1 % 100 < 87 then 'Appointed' when h1 % 100 < 90 then 'In Progress'
             when h1 % 100 < 93 then 'On Hold' when h1 % 100 < 95 then 'Pending Approval' when h1 % 100 < 97 then 'Reported to EMA'
             else 'In Diagnosis' end as status
      from base join reasons r on r.rn = 1 + base.h2 % ${reasonCount}
    ), dated as (
      select shaped.*,
        ${b.now}::timestamptz - case
          when status = 'In Diagnosis' then make_interval(mins => (h3 % 2800)::int)
          when status in ('Completed', 'Closed', 'Cancelled') then make_interval(mins => (30 * 1440 + h3 % (1795 * 1440))::int)
          else make_interval(mins => (h3 % (60 * 1440))::int) end as raised
      from shaped
    )
    select 'SYN-W' || ${sql.raw(pad('g', 7))} || '-' || ${sql.raw(pad('k', 3))}, ${sql.raw(customerId('g'))}, ${sql.raw(propertyId('g'))},
      case when status <> 'In Diagnosis' then 'JOB-S' || ${sql.raw(pad(n, 10))} end, status, priority,
      case when h4 % 100 < 85 then 'CustomerSelfService' when h4 % 100 < 92 then 'ERGO' when h4 % 100 < 97 then 'Northgate' else 'ColleagueSelfService' end,
      raised,
      case when status in ('Completed', 'Closed') then raised + make_interval(days => (1 + h4 % 20)::int) end,
      case when status in ('Appointed', 'In Progress', 'On Hold') then date_trunc('day', ${b.now}::timestamptz) + make_interval(days => (case when status = 'Appointed' then 1 + h4 % 14 else 0 end)::int, hours => 8) end,
      case when status in ('Appointed', 'In Progress', 'On Hold') then date_trunc('day', ${b.now}::timestamptz) + make_interval(days => (case when status = 'Appointed' then 1 + h4 % 14 else 0 end)::int, hours => 12) end,
      sor_code, trade, description || '. ' || (${text(NOTES)})[1 + h4 % ${NOTES.length}], repair_location, repair_location_id, 'Property',
      case when status <> 'In Diagnosis' then 'CON-001' end,
      case when status <> 'In Diagnosis' then (array['HUB1-REP','HUB2-REP','HUB3-REP'])[1 + h2 % 3] end,
      status = 'In Diagnosis', priority = 'EME', substr(md5('syn-w' || ${sql.raw(n)}), 1, 22),
      case when status = 'In Diagnosis' then raised + interval '48 hours' end,
      jsonb_build_object('repairReason', description, 'isSubmitted', status <> 'In Diagnosis', 'isOutOfHours', false, 'isCommunal', false,
        'reportingMethod', 'Customer Self-Serve', 'reportingMethodId', 4, 'reportedBy', 'Customer', 'reportedById', 1),
      raised, raised
    from dated`;
}

/** About 20 messages per customer (15 to 25) over two years, one in ten unread. */
export function messagesSql(b: SyntheticBatch): RawBuilder<unknown> {
  const h = (e: string, s: number) => sql.raw(hash(b.seed, e, s));
  const pick = (part: number) =>
    sql`split_part((${text(MESSAGES.map((m) => m.join('|')))})[1 + ${h('g * 100 + k', 41)} % ${MESSAGES.length}], '|', ${part})`;
  return sql`
    insert into communications (id, customer_id, asset_id, status, created_date, category_type, subject, details, sender)
    select 'SYN-M' || ${sql.raw(pad('g', 7))} || '-' || ${sql.raw(pad('k', 2))}, ${sql.raw(customerId('g'))}, ${sql.raw(propertyId('g'))},
      case when ${h('g * 100 + k', 42)} % 10 = 0 then 'UNREAD' else 'READ' end,
      ${b.now}::timestamptz - make_interval(mins => (${h('g * 100 + k', 43)} % (730 * 1440))::int),
      ${pick(1)}, ${pick(2)}, ${pick(3)},
      '{"organisation":{"name":"Thameside Homes"},"personName":{"title":null,"givenName":"Customer","surname":"Services"}}'::jsonb
    from ${range(b)} g cross join generate_series(1, 25) k
    where k <= 15 + ${h('g', 40)} % 11`;
}
