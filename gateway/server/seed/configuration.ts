import { PERSONA } from './personas';

export interface ConfigurationSeed {
  name: string;
  value: string;
  description: string;
}

/** Contractor sites whose residents must phone the contractor instead of booking online. */
export const DEMOBILISED_SITE = 'HUB4-REP';

/**
 * Every feature toggle the rules name (REP-TGL-02, ACC-TOG-01), with the demo's values: every feature on,
 * the full repair description and the repairs maintenance pause off. Values are strings, as
 * GET /configuration/{name} returns them; list values are comma-separated.
 */
export const CONFIGURATION_VALUES: ConfigurationSeed[] = [
  // Repairs
  {
    name: 'IsMediaEnabledSS',
    value: 'true',
    description: 'Residents can attach photos and videos to a repair and view repair media.',
  },
  {
    name: 'IsImageAllowed',
    value: 'true',
    description: 'Only image, PDF and video file types may be uploaded to a repair (type check on).',
  },
  {
    name: 'isVandalismQuestionRequired',
    value: 'true',
    description: 'Ask whether the damage was deliberate when the asset is in its defects period.',
  },
  {
    name: 'isDMCEnabledMyPb',
    value: 'true',
    description: 'Ask the damp, mould and condensation questions on property repairs.',
  },
  {
    name: 'dmcsorcodes',
    value: 'PRODAMP,PROMOULD',
    description: 'Schedule of rates codes that start the damp and mould assessment.',
  },
  {
    name: 'dampMouldUrgentSlaHours',
    value: '24',
    description:
      'Hours within which a damp and mould inspection is due when the home is in its defects period and the assessment is high priority (the job note says it). Set by law: change it here when the law changes.',
  },
  {
    name: 'dampMouldRoutineSlaDays',
    value: '14',
    description:
      'Days within which a damp and mould inspection is due when the assessment is low or medium priority (the job note says it). Set by law: change it here when the law changes.',
  },
  {
    name: 'isCovidQuestionRequired',
    value: 'true',
    description: 'Ask whether anyone in the home is self-isolating before a repair visit.',
  },
  {
    name: 'checkEnhancedRepairEligibilityMyPeabody',
    value: 'true',
    description: 'Run the enhanced repair eligibility check before a repair is raised.',
  },
  {
    name: 'IsRepairFullDescriptionRequired',
    value: 'false',
    description: 'Show the whole repair description in lists instead of the text before the first full stop.',
  },
  {
    name: 'isMyPbRepairsMaintainence',
    value: 'false',
    description: 'Pause the repairs section for maintenance: creating and cancelling repairs is disabled.',
  },
  {
    name: 'demobilizedContractorSites',
    value: `${DEMOBILISED_SITE}`,
    description: 'Contractor sites that no longer book online; residents are asked to phone the contractor.',
  },
  {
    name: 'mypeabodyDocumentToggle',
    value: 'true',
    description: 'Show repair media and building safety documents to the resident.',
  },
  {
    name: 'IsHotjarEnabledSS',
    value: 'false',
    description: 'Load the Hotjar analytics script. Off: the reference portal sends no data to third parties.',
  },
  // Catalyst customers
  {
    name: 'mypeabodycatalystworkorders',
    value: 'true',
    description: 'Catalyst customers in a repair-disabled area may still report repairs online.',
  },
  {
    name: 'mypeabodycatalystcases',
    value: 'true',
    description: 'Catalyst customers may raise service requests (the Requests menu and case card).',
  },
  {
    name: 'IsMyPeabodyCatalystFinancialEnquiry',
    value: 'true',
    description: 'Catalyst customers see the financial advice enquiry button.',
  },
  {
    name: 'mypeabodycatalystprofileupdate',
    value: 'true',
    description: 'E-mail the provider when a catalyst customer changes contact details (message SSCP004a).',
  },
  {
    name: 'ContactChangeMailbox',
    value: 'customer.records@example.org',
    description:
      "The association's mailbox for catalyst customers' contact changes: the only recipient POST /customers/{id}/communications sends to.",
  },
  {
    name: 'CatalystRegistrationAreas',
    value: `${PERSONA.dev.region},Thames Valley,Surrey Hills`,
    description: 'Regions whose tenancies can belong to catalyst customers.',
  },
  {
    name: 'LandlordValues',
    value: `${PERSONA.dev.landlord},Catalyst Communities Housing Association`,
    description: 'Landlords (or previous landlords) that make a tenancy in a catalyst region a catalyst tenancy.',
  },
  {
    name: 'CatalystRepairDisabledAreas',
    value: `${PERSONA.dev.borough},Hillingdon`,
    description:
      'Boroughs where catalyst customers cannot report repairs online unless the catalyst work-order toggle is on.',
  },
  // Accounts, messages, cases, cards
  { name: 'IsMyMessagesRequired', value: 'true', description: 'Show the Messages menu item and the messages card.' },
  {
    name: 'IsCaseCardRequired',
    value: 'true',
    description: 'Show the Requests menu item and the service requests card.',
  },
  {
    name: 'IsViewStatement',
    value: 'true',
    description: 'Residents can view and download monthly account statements.',
  },
  {
    name: 'IsRequestCustomStatement',
    value: 'true',
    description: 'Residents can ask for a statement of any period by e-mail.',
  },
  {
    name: 'IsPaymentPanelRequired',
    value: 'true',
    description:
      "Show the other ways to pay (bank transfer, standing order, PayPoint) with the payment reference under a non-deposit account on /viewaccount (the spec's payment sub-panel flag, whose name it does not give).",
  },
  {
    name: 'isshowmypeabodygasboilercard',
    value: 'true',
    description: 'Show the gas boiler service card with overdue reminders.',
  },
  {
    name: 'isshowmypeabodyeicrcard',
    value: 'true',
    description: 'Show the electrical inspection (EICR) card with overdue reminders.',
  },
];
