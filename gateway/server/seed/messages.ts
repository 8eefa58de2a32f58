import type { Insertable } from 'kysely';
import type { CommunicationsTable } from '../db/tables';
import type { SeedCalendar } from './dates';
import { ORGANISATION_NAME, PERSONA } from './personas';

const { amara, ben, chloe, dev, faye } = PERSONA;

type Category =
  'CaseCreation' | 'ASSET COMPLIANCE-EICR5Y' | 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING' | 'Statement' | 'General';

function sender(givenName: string, surname: string | null = null) {
  return JSON.stringify({ organisation: { name: ORGANISATION_NAME }, personName: { title: null, givenName, surname } });
}

function message(
  id: string,
  customerId: string,
  assetId: string | null,
  createdDate: Date,
  category: Category,
  subject: string,
  details: string,
  from: string,
  unread = false,
  documentIdentifier: string | null = null,
): Insertable<CommunicationsTable> {
  return {
    id,
    customer_id: customerId,
    asset_id: assetId,
    status: unread ? 'UNREAD' : 'READ',
    created_date: createdDate,
    category_type: category,
    subject,
    details,
    document_identifier: documentIdentifier,
    sender: from,
  };
}

/** The id of the statement document a monthly statement message points at. */
function statementId(calendar: SeedCalendar, paymentReference: string, monthsBack: number): string {
  return `STM-${paymentReference}-${calendar.today.startOf('month').minus({ months: monthsBack }).toFormat('yyyyMM')}`;
}

/**
 * Messages from the association. Amara has 12, three unread, among them the overdue gas
 * service notice; Ben has an unread EICR notice; Chloe and Dev have a few each; Faye, a new
 * tenant, has 3 since her tenancy began, one unread.
 */
export function messages(c: SeedCalendar): Insertable<CommunicationsTable>[] {
  const repairs = sender('Repairs', 'Team');
  const income = sender('Income', 'Services');
  const neighbourhood = sender('Neighbourhood', 'Team');
  const compliance = sender('Gas Safety', 'Team');
  const home = amara.houseAssetId;
  const amaraMessages = [
    message(
      amara.gasMessageId,
      amara.customerId,
      home,
      c.at(-6, 9),
      'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
      'Your gas safety check is overdue',
      'Your annual gas boiler service was due three weeks ago.\nWe must check your boiler every year by law to keep you safe.\nPlease call Capital Gas & Heating on 02079460555 to book a visit.',
      compliance,
      true,
    ),
    message(
      'MSG-100002',
      amara.customerId,
      home,
      c.at(-2, 8, 30),
      'CaseCreation',
      'We have received your request',
      'Thank you for reporting pests at 27 Wren Close.\nYour reference is CRN-100001.\nWe will contact you within 5 working days.',
      neighbourhood,
      true,
    ),
    message(
      'MSG-100003',
      amara.customerId,
      home,
      c.at(-1, 10),
      'Statement',
      'Your rent statement is ready',
      'Your monthly rent statement is ready to view.\nYou can download it from the Balance page.',
      income,
      true,
      statementId(c, amara.paymentReference, 1),
    ),
    message(
      'MSG-100004',
      amara.customerId,
      home,
      c.at(-31, 10),
      'Statement',
      'Your rent statement is ready',
      'Your monthly rent statement is ready to view.',
      income,
      false,
      statementId(c, amara.paymentReference, 2),
    ),
    message(
      'MSG-100005',
      amara.customerId,
      home,
      c.at(-20, 14),
      'General',
      'Your rent account is in arrears',
      'Your rent account is in arrears.\nPlease contact your incomes officer, Priya Shah, to agree a repayment plan.\nHelp with money is available: ask about a financial advice referral.',
      income,
    ),
    message(
      'MSG-100006',
      amara.customerId,
      home,
      c.at(-45, 11),
      'General',
      'Damp and mould: how we can help',
      'Thank you for telling us about mould in your bedroom.\nA surveyor will inspect within 14 days.\nKeep the room ventilated and wipe away condensation each morning.',
      repairs,
    ),
    message(
      'MSG-100007',
      amara.customerId,
      home,
      c.monthsAgo(2, 1),
      'General',
      'Your repair has been completed',
      'The leaking washbasin at 27 Wren Close has been repaired.\nIf the problem comes back within 6 months you can report a recall.',
      repairs,
    ),
    message(
      'MSG-100008',
      amara.customerId,
      home,
      c.monthsAgo(3, 10),
      'CaseCreation',
      'We have received your request',
      'Thank you for your rent query.\nYour reference is CRN-100002.',
      income,
    ),
    message(
      'MSG-100009',
      amara.customerId,
      home,
      c.monthsAgo(5, 2),
      'General',
      'Your new rent from April',
      'Your weekly rent and service charges are changing from the first Monday in April.\nThe letter with the new amounts is in the post.',
      income,
    ),
    message(
      'MSG-100010',
      amara.customerId,
      home,
      c.monthsAgo(7, 0),
      'General',
      'Estate walkabout on Millfields',
      'Join your neighbourhood manager, Tom Reid, for an estate walkabout.\nMeet by the community hall at 10am on Saturday.',
      neighbourhood,
    ),
    message(
      'MSG-100011',
      amara.customerId,
      home,
      c.monthsAgo(9, 5),
      'CaseCreation',
      'We have received your request',
      'Thank you for telling us about a change in your household.\nYour reference is CRN-100003.',
      neighbourhood,
    ),
    message(
      'MSG-100012',
      amara.customerId,
      null,
      c.monthsAgo(13, 0),
      'General',
      'Welcome to the resident portal',
      'You can now report repairs, check your balance and read our messages online.\nWe will never ask for your password by e-mail.',
      sender('Customer', 'Services'),
    ),
  ];
  return [
    ...amaraMessages,
    message(
      'MSG-200001',
      ben.customerId,
      ben.flatAssetId,
      c.at(-9, 9),
      'ASSET COMPLIANCE-EICR5Y',
      'Your electrical safety check is overdue',
      'The five-yearly electrical inspection of Flat 18 is overdue.\nPlease call Sparks Electrical Compliance on 02079460633 to book it.',
      sender('Electrical Safety', 'Team'),
      true,
    ),
    message(
      'MSG-200002',
      ben.customerId,
      ben.towerAssetId,
      c.at(-15, 12),
      'General',
      'Riverside Tower fire risk assessment',
      'The new fire risk assessment for Riverside Tower is available in the portal under Building safety.\nThe evacuation strategy is stay put.',
      sender('Building Safety', 'Team'),
    ),
    message(
      'MSG-200003',
      ben.customerId,
      ben.garageAssetId,
      c.monthsAgo(2, 0),
      'General',
      'Garage court resurfacing',
      'We will resurface the garage court next month.\nPlease move your car on the days we tell you.',
      neighbourhood,
    ),
    message(
      'MSG-300001',
      chloe.customerId,
      chloe.flatAssetId,
      c.at(-12, 10),
      'General',
      'Major works: your payment plan',
      'Thank you for setting up a payment plan for your share of the roof and window works.',
      sender('Leasehold', 'Team'),
      true,
    ),
    message(
      'MSG-300002',
      chloe.customerId,
      chloe.flatAssetId,
      c.monthsAgo(3, 0),
      'General',
      'Service charge year-end accounts',
      'The year-end service charge accounts for Elm Court are ready.\nA balancing charge has been added to your account.',
      sender('Leasehold', 'Team'),
    ),
    message(
      'MSG-400001',
      dev.customerId,
      dev.flatAssetId,
      c.at(-4, 16),
      'General',
      'Your home is in its defects period',
      "Some repairs to your new home are the builder's responsibility.\nWe pass them to Brickwell Builders and keep you updated.",
      repairs,
      true,
    ),
    message(
      'MSG-400002',
      dev.customerId,
      dev.flatAssetId,
      c.monthsAgo(1, 3),
      'Statement',
      'Your rent statement is ready',
      'Your monthly rent statement is ready to view.',
      income,
      false,
      statementId(c, dev.paymentReference, 1),
    ),
    message(
      faye.messages.welcome,
      faye.customerId,
      faye.flatAssetId,
      c.monthsAgo(faye.tenancyMonths, 0, 15),
      'General',
      'Welcome to your new home',
      'Welcome to Flat 6, Hazel House.\nYour neighbourhood manager is Nadia Rahman.\nYou can report repairs, check your rent account and read our messages in this portal.',
      sender('Lettings', 'Team'),
    ),
    message(
      faye.messages.statement,
      faye.customerId,
      faye.flatAssetId,
      c.at(-2, 10),
      'Statement',
      'Your first rent statement is ready',
      'Your first monthly rent statement is ready to view.\nYou can download it from the Balance page.',
      income,
      false,
      statementId(c, faye.paymentReference, 1),
    ),
    message(
      faye.messages.repairBooked,
      faye.customerId,
      faye.flatAssetId,
      c.at(-5, 11),
      'General',
      'We have booked your repair',
      'Thank you for telling us the bedroom radiator stays cold.\nAn engineer from Thameside Repairs Hub will come on the day you chose, between 8am and 12pm.',
      repairs,
      true,
    ),
  ];
}
