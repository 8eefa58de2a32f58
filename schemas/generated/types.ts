/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Produced by scripts/generate-types.ts from schemas/*.schema.json.
 * Change the schemas, then run `npm run schemas:types`.
 */

/**
 * Account type: REN rent, FD5 fixed five-year debit, MJW major works, GRD ground rent, DEP deposit (cannot be paid), HOM catalyst historical home account.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "accountTypeCode".
 */
export type AccountTypeCode = 'REN' | 'FD5' | 'MJW' | 'GRD' | 'DEP' | 'HOM';
/**
 * The latest payment received (payment-code CR, transaction-type PAY): the last payment amount and date the Accounts screen shows, or null when no payment was ever received.
 */
export type LastTransaction = {
  /**
   * Its amount.
   */
  amount: {
    gross: Money;
  };
  /**
   * Its dates.
   */
  dates: {
    'created-date': IsoDate;
  };
} | null;
/**
 * A calendar date, YYYY-MM-DD, in the years 0001 to 9999 (the gateway's date format).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "isoDate".
 */
export type IsoDate = string;
/**
 * Outcome once scored, or null before the last page is answered.
 */
export type AssessmentOutcome = {
  priorityLevel: PriorityLevel;
  /**
   * Total score of the answers, 0 to 1000 (the highest possible is 40).
   */
  score: number;
  /**
   * Assessment type name, DampAndMould.
   */
  type: string;
} | null;
/**
 * Assessed priority level of a damp and mould assessment.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "priorityLevel".
 */
export type PriorityLevel = 'HIGH' | 'MEDIUM' | 'LOW';
/**
 * Tenancy group. Social, Non-residential, Commercial, Market and Market Rent are treated as Property; Leasehold and Freehold as Block.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "tenancyGroupName".
 */
export type TenancyGroupName =
  'Social' | 'Non-residential' | 'Commercial' | 'Market' | 'Market Rent' | 'Leasehold' | 'Freehold';
/**
 * Kind of asset in the housing system. Estate Area repairs are raised as Estate; Scheme assets are never offered for repairs.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "assetTypeName".
 */
export type AssetTypeName = 'Property' | 'Block' | 'Estate' | 'Divided block' | 'Estate Area' | 'Scheme';
/**
 * Premises type code: 1 Scheme, 2 Estate Area, 3 Estate, 4 Block, 5 Divided Block, 6 Property.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "premisesTypeId".
 */
export type PremisesTypeId = number;
/**
 * Name of a premises type; the codes are Scheme 1, Estate Area 2, Estate 3, Block 4, Divided Block 5, Property 6.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "premisesTypeName".
 */
export type PremisesTypeName = 'Scheme' | 'Estate Area' | 'Estate' | 'Block' | 'Divided Block' | 'Property';
/**
 * A moment in time, ISO 8601 with offset, in the years 0001 to 9999 also in UTC (the gateway's date-time format).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "isoDateTime".
 */
export type IsoDateTime = string;
/**
 * The channel a request or record comes from. The portal always reports CustomerSelfService.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "channel".
 */
export type Channel = 'CustomerSelfService' | 'ERGO' | 'Northgate' | 'ColleagueSelfService';
/**
 * Status of a repair (work order). In Diagnosis is a draft; Unappointed and Reported to EMA show as Assigned to contractor; the three CATALYST_TRIAGE_ statuses are catalyst triage (tier 2, managing agent, defect).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "repairStatus".
 */
export type RepairStatus =
  | 'Unappointed'
  | 'Appointed'
  | 'In Progress'
  | 'In Diagnosis'
  | 'Pending Approval'
  | 'On Hold'
  | 'Completed'
  | 'Closed'
  | 'Cancelled'
  | 'Reported to EMA'
  | 'CATALYST_TRIAGE_TIER2'
  | 'CATALYST_TRIAGE_EMA'
  | 'CATALYST_TRIAGE_DEFECT';
/**
 * A UK phone number of 11 digits starting with 0, for example 07700900123 (format uk-phone-number, schemas/contact-formats.ts).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "ukPhoneNumber".
 */
export type UkPhoneNumber = string;
/**
 * Relation of the contact person to the customer in cases and referrals: Customer=1, Friend or Family=2, Other=3.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "contactRelation".
 */
export type ContactRelation = 'Customer' | 'Friend or Family' | 'Other';
/**
 * Status of a case (service request).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "caseStatus".
 */
export type CaseStatus = 'Active' | 'Cancelled' | 'Resolved';
/**
 * Whether the resident has opened a message.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "communicationStatus".
 */
export type CommunicationStatus = 'UNREAD' | 'READ';
/**
 * Kind of message. The two ASSET COMPLIANCE kinds are overdue notices that drive the gas boiler and electrical inspection cards; Statement messages carry a statement document.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "communicationCategoryType".
 */
export type CommunicationCategoryType =
  'CaseCreation' | 'ASSET COMPLIANCE-EICR5Y' | 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING' | 'Statement' | 'General';
/**
 * An e-mail address the association accepts (format email-address, schemas/contact-formats.ts): one @, local part at most 64 characters, domain at most 48 with a dot, whole address at most 100, none of the forbidden characters (such as < > ( ) [ ] , ; : space $ * £ % + ? { } = | / & ! # ^ ~), never '-@', never empty.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "emailAddress".
 */
export type EmailAddress = string;
/**
 * Binary content encoded as base64 text.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "base64".
 */
export type Base64 = string;
/**
 * Repair priority code: EME emergency, NA next available, DM damp and mould, DME damp and mould emergency.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "priorityCode".
 */
export type PriorityCode = 'EME' | 'NA' | 'DM' | 'DME';
/**
 * A supplementary question to ask before continuing, or null when there is none.
 */
export type RepairReasonAdditionalData = {
  /**
   * Text of the question shown on the supplementary step.
   */
  description: string;
  /**
   * Asset type the question applies to.
   */
  assetType: string;
  /**
   * Tenancy types the question applies to.
   *
   * Items: Tenancy type code.
   */
  tenancyTypes: string[];
  /**
   * Eligibility of the repair when the answer is Yes; passed to the eligibility check as isRepairEligible.
   */
  isEligible: boolean;
} | null;
/**
 * Heating types of an asset joined with +, for example HEATGAS or HEAT+HEATELEC; null, unknown and none are left out.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "heatingAttribute".
 */
export type HeatingAttribute = string;
/**
 * Which part of the home a repair is for: the resident's property, or the communal parts of the divided block, block or estate.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "repairArea".
 */
export type RepairArea = 'Property' | 'Block' | 'Estate' | 'Divided block';
/**
 * How a repair was reported: 1 Telephone, 2 Email, 3 Social media, 4 Customer Self-Serve (always Customer Self-Serve from the portal).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "reportingMethod".
 */
export type ReportingMethod = 'Telephone' | 'Email' | 'Social media' | 'Customer Self-Serve';
/**
 * Who reported a repair, relative to the customer: Customer=1, Friend or Family=2, MemberOfStaff=3, SupportWorker=4, Other=5.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "reporterRelationship".
 */
export type ReporterRelationship = 'Customer' | 'Friend or Family' | 'MemberOfStaff' | 'SupportWorker' | 'Other';
/**
 * Free text a resident typed: no angle brackets or semicolons (the portal also rejects script words and encoded markup).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "freeText".
 */
export type FreeText = string;
/**
 * Priority as shown: Next Available, Emergency, Emergency (Out of hours) (shown in lists as Emergency (OOH)) or Next Available (Recall).
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "priorityLabel".
 */
export type PriorityLabel = 'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)';
/**
 * Cause of a repair: 1 General Wear and Tear, 4 Vandalism or Damage.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "repairCause".
 */
export type RepairCause = 'General Wear and Tear' | 'Vandalism or Damage';

/**
 * Maps each schema file name (without .schema.json) to the type it describes.
 */
export interface SchemaTypeMap {
  'account-summary': AccountSummary;
  account: Account;
  'action-eligibility-result': ActionEligibilityResult;
  'appointment-result': AppointmentResult;
  'assessment-information': AssessmentInformation;
  'assessment-score-request': AssessmentScoreRequest;
  'assessment-score-result': AssessmentScoreResult;
  'asset-associates': AssetAssociates;
  'asset-document-query': AssetDocumentQuery;
  'asset-document': AssetDocument;
  'asset-eligibility-request': AssetEligibilityRequest;
  asset: Asset;
  'availability-query': AvailabilityQuery;
  availability: Availability;
  booking: Booking;
  'cancel-eligibility-request': CancelEligibilityRequest;
  'case-activity-update': CaseActivityUpdate;
  'case-activity': CaseActivity;
  'case-create-result': CaseCreateResult;
  'case-create': CaseCreate;
  'case-detail': CaseDetail;
  'case-list-item': CaseListItem;
  'case-list': CaseList;
  'case-search-query': CaseSearchQuery;
  'case-type': CaseType;
  'communication-list': CommunicationList;
  'communication-query': CommunicationQuery;
  'communication-send': CommunicationSend;
  'communication-status-update': CommunicationStatusUpdate;
  communication: Communication;
  'compliance-query': ComplianceQuery;
  'compliance-record': ComplianceRecord;
  'configuration-value': ConfigurationValue;
  'contractor-determination-query': ContractorDeterminationQuery;
  contractor: Contractor;
  'custom-statement-request': CustomStatementRequest;
  'customer-update': CustomerUpdate;
  customer: Customer;
  'damp-mould-question': DampMouldQuestion;
  'document-content': DocumentContent;
  'duplicate-check-item': DuplicateCheckItem;
  'duplicate-check-result': DuplicateCheckResult;
  'eligibility-request': EligibilityRequest;
  'eligibility-result': EligibilityResult;
  'enhanced-eligibility-request': EnhancedEligibilityRequest;
  'enhanced-eligibility-result': EnhancedEligibilityResult;
  'error-body': ErrorBody;
  'error-report': ErrorReport;
  'financial-referral-reason': FinancialReferralReason;
  'financial-referral-result': FinancialReferralResult;
  'financial-referral': FinancialReferral;
  'high-rise-building': HighRiseBuilding;
  'history-event': HistoryEvent;
  journey: JourneyDefinition;
  'media-document': MediaDocument;
  'media-upload-result': MediaUploadResult;
  'media-upload': MediaUpload;
  note: Note;
  'page-view': PageView;
  'payment-form': PaymentForm;
  'payment-gateway-token': PaymentGatewayToken;
  'portal-config': PortalConfig;
  'profile-form': ProfileForm;
  'property-location': PropertyLocation;
  'reference-data-query': ReferenceDataQuery;
  'reference-data': ReferenceData;
  'repair-priority-request': RepairPriorityRequest;
  'repair-priority-result': RepairPriorityResult;
  'repair-reason-query': RepairReasonQuery;
  'repair-reason': RepairReason;
  'reschedule-eligibility-request': RescheduleEligibilityRequest;
  reschedule: Reschedule;
  'service-request': ServiceRequest;
  'sor-determination-request': SorDeterminationRequest;
  'sor-determination-result': SorDeterminationResult;
  'statement-document-query': StatementDocumentQuery;
  'statement-document': StatementDocument;
  'team-determination-request': TeamDeterminationRequest;
  'team-determination-response': TeamDeterminationResponse;
  'tenancy-group': TenancyGroup;
  'tenancy-summary': TenancySummary;
  'transaction-list': TransactionList;
  'transaction-query': TransactionQuery;
  transaction: Transaction;
  'work-order-cancel': WorkOrderCancel;
  'work-order-create': WorkOrderCreate;
  'work-order-created': WorkOrderCreated;
  'work-order-list-item': WorkOrderListItem;
  'work-order-note': WorkOrderNote;
  'work-order-question-line': WorkOrderQuestionLine;
  'work-order-search-query': WorkOrderSearchQuery;
  'work-order-search-result': WorkOrderSearchResult;
  'work-order-update': WorkOrderUpdate;
  'work-order': WorkOrder;
}
/**
 * An account as the balance screen shows it (screen form, built from Account). Zero-numbered accounts are left out and the rest sorted by DisplayNumber.
 */
export interface AccountSummary {
  /**
   * Display order by type: REN 1, FD5 2, MJW 3, GRD 4, DEP 5, HOM 6; 0 means not shown.
   */
  DisplayNumber: number;
  /**
   * Account identifier.
   */
  AccountNumber: string;
  /**
   * Payment reference.
   */
  Payref: string;
  /**
   * Account name as shown, for example Rent Account or Service Charge Account.
   */
  AccountType: string;
  /**
   * Live balance in pounds; positive is arrears (shown in brackets), zero or negative is credit.
   */
  LiveBalance: number;
  /**
   * Balance type as held, for example live balance.
   */
  LiveBalanceType: string;
  /**
   * Amount of the last transaction in pounds, or null.
   */
  lastTransactionBalance: number | null;
  /**
   * Date of the last transaction, or null (shown as -).
   */
  lastTransactionDate: string | null;
}
/**
 * A rent or other account as the gateway holds it, from GET /customers/{id}/accounts (a list) and GET /accounts/{id}. A positive live balance is arrears; zero or negative is credit.
 */
export interface Account {
  /**
   * Account identifier.
   */
  'account-identifier': string;
  'account-type': AccountTypeCode;
  /**
   * Tenancy type of the account's tenancy; lease, freehold, garage and storeroom types rename the account.
   */
  'tenancy-type': string;
  /**
   * Other identifiers.
   */
  identifiers: {
    /**
     * Payment reference, used to pay and to match statements.
     */
    'pay-ref': string;
  };
  /**
   * The tenancy the account belongs to (tenancyId of the customer's tenancy summaries). The reference gateway always sends it; another gateway may leave it out, and the payment reference then links an account to its tenancy only for accounts that share the tenancy's reference (a deposit or major works account has its own).
   */
  'tenancy-identifier'?: string;
  /**
   * The premises of that tenancy (its premisesIds), so the portal can pick the account of the property the resident chose.
   *
   * Items: Premises (asset) identifier.
   */
  'premises-identifiers'?: string[];
  /**
   * Balances of the account.
   */
  balance: AccountBalance[];
  'last-transaction': LastTransaction;
}
/**
 * One balance.
 */
export interface AccountBalance {
  /**
   * Kind of balance; live balance is the one shown.
   */
  'balance-type': string;
  'monetary-amount': Money;
}
/**
 * An amount in pounds sterling with two decimals.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "money".
 */
export interface Money {
  /**
   * Amount in pounds.
   */
  value: number;
}
/**
 * Answer of the cancel and reschedule eligibility checks: no error code means allowed.
 */
export interface ActionEligibilityResult {
  /**
   * Why not, the first rule that applies: cancel SSR008 (not cancellable online: a draft, not Unappointed, Appointed, Pending Approval or On Hold, or handled by a managing agent), SSR036 (an emergency) or SSR066 (the contractor attends today); reschedule CR165 (no appointment to move), CR166 (an emergency), SSR070 (a managing agent or no contractor yet), SSR075 (the contractor attends today) or SSR071 (phone the contractor). Null when allowed (a cancel then asks for confirmation with SSR073).
   */
  errorCode: string | null;
}
/**
 * Answer of booking or rescheduling an appointment.
 */
export interface AppointmentResult {
  /**
   * Identifier of the appointment.
   */
  appointmentId: string;
  /**
   * Appointment status after the change.
   */
  status: 'Booked' | 'Rescheduled';
}
/**
 * Answers and outcome of a damp, mould and condensation assessment, held on a work order and sent for scoring.
 */
export interface AssessmentInformation {
  /**
   * Assessment type; 47 is damp, mould and condensation. A whole number from 1 to 2147483647.
   */
  assessmentTypeId: number;
  /**
   * Name of the assessment.
   */
  assessmentDescription: string;
  assessmentOutcome: AssessmentOutcome;
  /**
   * One entry per answered question, in the order asked.
   */
  supplementaryQuestionResponses: AssessmentResponse[];
}
/**
 * The answer to one assessment question.
 */
export interface AssessmentResponse {
  /**
   * Question identifier, for example q7_1.
   */
  questionId: string;
  /**
   * The question as it was shown.
   */
  questionLabel: string;
  /**
   * Identifiers of the chosen options (one for a List question, one or more for Multiple).
   *
   * @minItems 1
   *
   * Items: Option identifier.
   */
  responseId: [string, ...string[]];
  /**
   * The chosen options as text, comma-separated.
   */
  responseValue: string;
}
/**
 * Body of POST /works-orders/assessment-score: the answers to score.
 */
export interface AssessmentScoreRequest {
  assessmentInformation: AssessmentInformation;
  /**
   * Which scoring to use.
   */
  assessmentType: 'DampAndMould';
}
/**
 * Answer of POST /works-orders/assessment-score.
 */
export interface AssessmentScoreResult {
  priorityLevel: PriorityLevel;
  /**
   * Total score.
   */
  score: number;
  /**
   * Assessment type name, DampAndMould.
   */
  type: string;
}
/**
 * People and organisations associated with an asset, from GET /assets/{id}/associates. With ?expand=interestedParties the building safety parties of a high-rise building are included.
 */
export interface AssetAssociates {
  neighbourhoodManager: Associate;
  incomesOfficer: Associate;
  landLord: Associate;
  previousLandLord: Associate;
  principleAccountablePerson?: BuildingSafetyParty;
  accountablePerson?: BuildingSafetyParty;
  buildingSafetyManager?: BuildingSafetyParty;
  responsiblePerson?: BuildingSafetyParty;
}
/**
 * An organisation, and where known a person, associated with an asset.
 *
 * This interface was referenced by `AssetAssociates`'s JSON-Schema
 * via the `definition` "associate".
 */
export interface Associate {
  organisation: Organisation;
  /**
   * The named person, when there is one.
   */
  person?: {
    name: PersonName;
  };
}
/**
 * An organisation named on a record.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "organisation".
 */
export interface Organisation {
  /**
   * Organisation name; UNKNOWN when the housing system holds none.
   */
  name: string;
}
/**
 * A person's name.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "personName".
 */
export interface PersonName {
  /**
   * Title such as Mr, Ms or Dr.
   */
  title?: string | null;
  /**
   * Given (first) name.
   */
  givenName?: string | null;
  /**
   * Family name.
   */
  surname?: string | null;
}
/**
 * A person or organisation with a legal duty for the safety of a high-rise building.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "buildingSafetyParty".
 */
export interface BuildingSafetyParty {
  /**
   * The named person.
   */
  person: {
    name: PersonName;
  };
  organisation?: Organisation;
  /**
   * How to reach them.
   */
  addresses: {
    /**
     * Contact entries; the portal shows the first.
     */
    digitalAddresses: BuildingSafetyContact[];
  };
}
/**
 * One contact entry with a postal and e-mail address.
 */
export interface BuildingSafetyContact {
  /**
   * Postal address to write to.
   */
  postalAddresses?: {
    /**
     * The whole address on one line.
     */
    formattedAddress: string;
  };
  /**
   * E-mail addresses; the portal shows the first.
   */
  emailAddresses?: BuildingSafetyEmail[];
}
/**
 * One e-mail address.
 */
export interface BuildingSafetyEmail {
  /**
   * The e-mail address.
   */
  value: string;
}
/**
 * Query of GET /assets/{id}/documents.
 */
export interface AssetDocumentQuery {
  /**
   * Which kind of document.
   */
  DocumentType: 'FRA' | 'BSR' | 'RES';
  /**
   * How many to return.
   */
  Limit?: number;
  /**
   * How many to skip: 0 to 1,000,000,000 (a bound that keeps the database's OFFSET in range).
   */
  Skip?: number;
}
/**
 * A building safety document of a block, from GET /assets/{id}/documents?DocumentType= (the answer is a list).
 */
export interface AssetDocument {
  /**
   * Document identifier; open it with GET /assets/{id}/documents/{docId}.
   */
  id: string;
  /**
   * FRA fire risk assessment, BSR building safety report, RES resident engagement strategy.
   */
  documentType: 'FRA' | 'BSR' | 'RES';
  /**
   * The file.
   */
  media: {
    /**
     * File name, for example fire-risk-assessment-2024.pdf.
     */
    fileName: string;
  };
  /**
   * Metadata pairs such as content-type and document-title.
   */
  metadata: KeyValue[];
  /**
   * Date of the inspection the document reports, or null.
   */
  'inspection-date': string | null;
}
/**
 * A metadata pair.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "keyValue".
 */
export interface KeyValue {
  /**
   * Metadata name.
   */
  key: string;
  /**
   * Metadata value.
   */
  value: string;
}
/**
 * Body of POST /assets/{id}/eligibilityoutcomes: eligibility of an asset for a tenancy group.
 */
export interface AssetEligibilityRequest {
  tenancyGroup: TenancyGroupName;
}
/**
 * A property, block, divided block, estate, estate area or scheme, from GET /assets/{id} and, as a list, GET /assets/{id}/assets?expand=address.
 */
export interface Asset {
  /**
   * Asset identifier.
   */
  id: string;
  assetType: AssetTypeName;
  premisesTypeId: PremisesTypeId;
  premisesType: PremisesTypeName;
  /**
   * Identifier of the asset this one belongs to (a flat's block, a block's estate), or null at the top.
   */
  parentAssetIdentifier: string | null;
  /**
   * Unique Property Reference Number, or null when none is held.
   */
  uprn: string | null;
  /**
   * Addresses of the asset.
   */
  addresses: {
    /**
     * Postal addresses; the first is the one shown.
     */
    postalAddresses: PostalAddress[];
  };
  /**
   * Who maintains what, for example {type: 'maintenanceResponsibility', value: 'FMFULL'}.
   */
  maintenanceResponsibilities: MaintenanceResponsibility[];
  /**
   * Status flags of the asset.
   */
  statuses: {
    /**
     * True while the asset is in its defects liability period (new build), so repairs go to the builder.
     */
    isInDefects: boolean;
    /**
     * True for a building of 18 metres or seven storeys or higher, which has building safety information.
     */
    isHighRise?: boolean;
  };
  /**
   * Heating types fitted: HEAT, HEATGAS, HEATOIL or HEATELEC; used for heating repair context.
   *
   * Items: One heating type.
   */
  heatingAttributes?: ('HEAT' | 'HEATGAS' | 'HEATOIL' | 'HEATELEC')[];
  /**
   * Height of the building in metres, or null when not recorded.
   */
  heightMetres?: number | null;
  /**
   * Number of storeys, or null when not recorded.
   */
  storeys?: number | null;
}
/**
 * A postal address as the housing system holds it.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "postalAddress".
 */
export interface PostalAddress {
  /**
   * First line, usually the house number and street.
   */
  addressLine1?: string | null;
  /**
   * Second line.
   */
  addressLine2?: string | null;
  /**
   * Third line.
   */
  addressLine3?: string | null;
  /**
   * Fourth line.
   */
  addressLine4?: string | null;
  /**
   * Fifth line.
   */
  addressLine5?: string | null;
  /**
   * Post town.
   */
  town?: string | null;
  /**
   * UK postcode, for example E1 6AN.
   */
  postcode?: string | null;
  /**
   * The whole address on one line, as shown to residents.
   */
  formattedAddress: string;
}
/**
 * One maintenance responsibility.
 */
export interface MaintenanceResponsibility {
  /**
   * What the responsibility covers.
   */
  type: string;
  /**
   * Responsibility code, for example FMFULL (full maintenance).
   */
  value: string;
}
/**
 * Query of GET /works-orders/{id}/appointments/availability and of booking (contractorName only).
 */
export interface AvailabilityQuery {
  /**
   * Job number of the repair.
   */
  referenceNumber?: string;
  /**
   * Name of the contractor whose diary to use.
   */
  contractorName: string;
}
/**
 * Appointment slots offered for a repair, from GET /works-orders/{id}/appointments/availability.
 */
export interface Availability {
  /**
   * One entry per kind of slot (for example morning, afternoon), each with its dates.
   */
  availabilities: AvailabilityOption[];
  /**
   * True when the contractor takes preferences rather than firm bookings.
   */
  isPreferences: boolean;
  /**
   * Status code the contractor system answered with; 200 when slots were found.
   */
  statusCode: number;
}
/**
 * A kind of slot and the dates it is offered.
 */
export interface AvailabilityOption {
  availabilityDetails: AvailabilityDetails;
  /**
   * Dates offered for this kind of slot.
   */
  slots: AvailabilitySlot[];
}
/**
 * What the slot kind is.
 */
export interface AvailabilityDetails {
  /**
   * Start time of the slot, HH:MM.
   */
  start: string;
  /**
   * End time of the slot, HH:MM.
   */
  end: string;
  /**
   * Label shown, for example Morning 8am to 12pm.
   */
  availabilityTypeLabel: string;
  /**
   * Slot kind code sent back when booking, for example AM.
   */
  availabilityType: string;
}
/**
 * One date.
 */
export interface AvailabilitySlot {
  date: IsoDate;
  /**
   * False when more than 6 days ahead (outside the service level).
   */
  insideSla: boolean;
  /**
   * How free the slot is; Not Available cannot be chosen and shows a dash.
   */
  capacity: 'High' | 'Medium' | 'Low' | 'Not Available';
  /**
   * Contractor data to send back when booking this slot.
   */
  metadata: KeyValue[];
}
/**
 * Body of POST /works-orders/{id}/appointments?contractorName=: book a slot. Send an Operation-Key header so a repeated request books once.
 */
export interface Booking {
  /**
   * Copied from the availability answer.
   */
  isPreferences: boolean;
  /**
   * Job number of the repair.
   */
  jobNumber: string;
  /**
   * Diary of the contractor the slot came from.
   */
  diaryCode: string;
  appointmentFromDate: IsoDateTime;
  appointmentToDate: IsoDateTime;
  externalCreateDateTime: IsoDateTime;
  /**
   * Reference of the booking in the portal.
   */
  externalReferenceId: string;
  /**
   * Slot kind code, for example AM.
   */
  availabilityType: string;
  /**
   * Whether the slot is within the service level.
   */
  isInsideSla: boolean;
  /**
   * Always NEW_APPOINTMENT.
   */
  reasonCode: 'NEW_APPOINTMENT';
  /**
   * Notes for the contractor, for example why a slot outside the service level was chosen.
   */
  remarks?: string;
  /**
   * The chosen slot's metadata, as offered.
   */
  metadata: KeyValue[];
}
/**
 * Body of POST /wo-cancellation-eligibility: may the resident cancel this repair?
 */
export interface CancelEligibilityRequest {
  channel: Channel;
  status: RepairStatus;
  /**
   * True while the repair is a draft.
   */
  isDraft: boolean;
  /**
   * True for an emergency.
   */
  isEmergency: boolean;
  /**
   * True when raised out of hours.
   */
  isOutOfHours: boolean;
  /**
   * True for a recall.
   */
  isRecall: boolean;
  /**
   * True when an estate managing agent handles it.
   */
  isEMA: boolean;
  /**
   * True when flagged as a possible duplicate.
   */
  isPotentialDuplicate: boolean;
  /**
   * Site code of the contractor.
   */
  contractorSiteIdentifier?: string | null;
  /**
   * Repair location, for example Kitchen.
   */
  location?: string | null;
  /**
   * Trade, for example Plumbing.
   */
  trade?: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode: string;
  raisedDate: IsoDateTime;
  assetTypeName: AssetTypeName;
  /**
   * Start of the latest appointment; cancelling or rescheduling is blocked when it is today.
   */
  lastAppointmentDate?: string | null;
  /**
   * Customer identifier of the resident asking.
   */
  userIdentifier: string;
  /**
   * Identifier of whoever raised the repair.
   */
  raisedByIdentifier?: string | null;
}
/**
 * Body of PATCH /cases/{id}/activities/{activityId}: completes an open action of the case.
 */
export interface CaseActivityUpdate {
  /**
   * The new status; only Completed can be set.
   */
  status: 'Completed';
}
/**
 * An action on a case, from GET /cases/{id}/activities?activityType=Action (a list); PATCH /cases/{id}/activities/{activityId} completes it.
 */
export interface CaseActivity {
  /**
   * Activity identifier.
   */
  activityIdentifier: string;
  /**
   * Kind of activity.
   */
  activityType: 'Action';
  /**
   * What the action is, for example Damp, Mould and Condensation Triage.
   */
  subType: string;
  /**
   * Open until completed.
   */
  status: 'Open' | 'Completed';
  createdDate: IsoDateTime;
}
/**
 * Answer of POST /cases.
 */
export interface CaseCreateResult {
  /**
   * Identifier of the new case.
   */
  caseIdentifier: string;
}
/**
 * Body of POST /cases: a new case from the resident's questionnaire answers.
 */
export interface CaseCreate {
  /**
   * Assessment type, when the case type has one: a whole number from 1 to 2147483647.
   */
  assessmentTypeId?: number | null;
  /**
   * The chosen case type.
   */
  caseTypeDescription: string;
  /**
   * Owning team from team determination.
   */
  assignee: string;
  /**
   * Owning team category from team determination.
   */
  assigneeType: string;
  /**
   * What the case is about.
   */
  identifiers: {
    /**
     * Asset (property or block).
     */
    assetIdentifier: string;
    /**
     * Customer raising it.
     */
    customerIdentifier: string;
    /**
     * Tenancy it relates to.
     */
    tenancyIdentifier: string;
  };
  contactDetails: CaseContactDetails;
  /**
   * The asset kind.
   */
  asset: {
    /**
     * Its kind.
     */
    type: {
      /**
       * 1 Block or 2 Property.
       */
      assetTypeId: 1 | 2;
      /**
       * Block or Property.
       */
      assetTypeName: 'Block' | 'Property';
    };
  };
  /**
   * Answers in question order: responseId for Radio and List questions, responseText for Text questions.
   */
  additionalInfo: CaseAnswer[];
}
/**
 * Who to contact about the case.
 */
export interface CaseContactDetails {
  phoneNumber: UkPhoneNumber;
  /**
   * Contact name: letters, hyphen, apostrophe and space.
   */
  name: string;
  /**
   * Relation code: 1 Customer, 2 Friend or Family, 3 Other.
   */
  relationId: 1 | 2 | 3;
  relation: ContactRelation;
}
/**
 * One answer.
 */
export interface CaseAnswer {
  /**
   * Question identifier.
   */
  questionId: string;
  /**
   * Chosen option identifiers (Radio and List).
   *
   * @minItems 1
   *
   * Items: Option identifier.
   */
  responseId?: [string, ...string[]];
  /**
   * Typed answer (Text): no > < & * ! or double hyphen.
   */
  responseText?: string;
}
/**
 * One case as the case details page shows it.
 */
export interface CaseDetail {
  /**
   * Case identifier.
   */
  caseIdentifier: string;
  /**
   * Reference shown to the resident.
   */
  caseRefNo: string;
  caseStatus: CaseStatus;
  /**
   * Owning team.
   */
  caseOwner: string | null;
  dateCreated: IsoDateTime;
  /**
   * Case type (spelled so on the wire).
   */
  requsetType: string;
  /**
   * Detail lines, each 'label - value'.
   *
   * Items: One line.
   */
  caseDetailsData: string[];
}
/**
 * One case (service request) in the case list.
 */
export interface CaseListItem {
  /**
   * Identifiers.
   */
  identifiers: {
    /**
     * Case identifier.
     */
    caseIdentifier: string;
  };
  /**
   * Reference shown to the resident.
   */
  caseReferenceNumber: string;
  /**
   * Case type (shown as request type).
   */
  caseTypeDescription: string;
  /**
   * Owning team (shown as case owner).
   */
  assignee: string | null;
  createdDate: IsoDateTime;
  status: CaseStatus;
  /**
   * Short description.
   */
  description: string | null;
}
/**
 * Answer of GET /cases: one page of cases and the total.
 */
export interface CaseList {
  /**
   * The cases of this page.
   */
  cases: CaseListItem[];
  /**
   * How many cases match in all.
   */
  'total-count': number;
}
/**
 * Query of GET /cases. Search text allows letters, digits, spaces and . , _ @ + ! ( ) ? ' = & - (no leading or double hyphen).
 */
export interface CaseSearchQuery {
  /**
   * Words to find.
   */
  SearchText?: string;
  /**
   * Sort order.
   */
  OrderBy?: 'createdDate desc' | 'createdDate asc';
  /**
   * Status filter group.
   */
  Status?: 'All' | 'Active' | 'Cancelled' | 'Resolved';
  /**
   * Page size: 10 by default, 50 on mobile, batches of 1000 when chaining.
   */
  Limit?: number;
  /**
   * How many to skip: 0 to 1,000,000,000 (a bound that keeps the database's OFFSET in range).
   */
  Skip?: number;
  /**
   * Customer whose cases to list.
   */
  customerId: string;
  /**
   * Only cases about these assets (repeat the parameter for several).
   *
   * Items: Asset identifier.
   */
  assetIdentifiers?: string[];
}
/**
 * A case (service request) type with its questionnaire (reference data namespace case-types). Offered when visible for self-service and its tenancy groups include the customer's group or All.
 */
export interface CaseType {
  /**
   * Case type identifier.
   */
  id: string;
  /**
   * Case type as shown and sent as caseTypeDescription, for example Lost fob.
   */
  description: string;
  /**
   * Words that rank this type in the autocomplete.
   *
   * Items: One keyword.
   */
  keywords: string[];
  /**
   * Tenancy groups that may raise it; All means every group.
   *
   * Items: A tenancy group name or All.
   */
  tenancyGroups: string[];
  /**
   * True when residents may raise it themselves.
   */
  isVisibleForSelfServe: boolean;
  /**
   * Case sub-type, used for team determination.
   */
  subType: string;
  /**
   * Case sub-type category, used for team determination.
   */
  subTypeCategory: string;
  /**
   * Case category for team determination; NA when none.
   */
  category?: string;
  /**
   * Which asset the case is about: Property or Block.
   */
  assetType: 'Property' | 'Block';
  /**
   * The questionnaire, in order.
   */
  additionalInfo: CaseQuestion[];
  /**
   * Extra fields copied into the case, for example {pea_casecategory: 'ASB'}.
   */
  additionalCaseCreationFields?: {
    /**
     * Field value.
     */
    [k: string]: string | undefined;
  };
}
/**
 * One question of a case type's questionnaire.
 *
 * This interface was referenced by `CaseType`'s JSON-Schema
 * via the `definition` "caseQuestion".
 */
export interface CaseQuestion {
  /**
   * Question identifier; answers refer to it.
   */
  questionId: string;
  /**
   * The question as shown.
   */
  label: string;
  /**
   * Radio: radio buttons. List: dropdown. Text: free text.
   */
  type: 'Radio' | 'List' | 'Text';
  /**
   * Disabled questions are skipped.
   */
  isEnabled: boolean;
  /**
   * Possible answers of a Radio or List question; empty for Text.
   */
  options: CaseQuestionOption[];
  /**
   * An answer that blocks the request: the first Continue shows the message, a second Continue proceeds.
   */
  blocking?: {
    /**
     * Message key shown when a blocking answer is chosen.
     */
    errorCode: string;
    /**
     * The answers that block.
     */
    dependsOn: CaseBlockingAnswer[];
  };
  /**
   * An information message shown with the question.
   */
  alertMessageCode?: {
    /**
     * Message key.
     */
    code: string;
  };
  /**
   * The covid-type question: with nothing chosen, Case_Covid_CC007 shows and Continue stays disabled (ACC-CAS-09).
   */
  isCovidQuestion?: boolean;
}
/**
 * One possible answer.
 */
export interface CaseQuestionOption {
  /**
   * Answer identifier, sent as responseId.
   */
  id: string;
  /**
   * Answer text as shown.
   */
  value: string;
  /**
   * The option is offered only when every attribute matches, for example {key: 'TenancyType', value: 'GNT'}.
   */
  dependsOnAttributes?: KeyValue[];
  /**
   * How many questions to move forward when chosen: 1 (the default) is the next question, 2 skips one, and so on.
   */
  skipQuestions?: number;
  /**
   * True when choosing it jumps straight to the end of the questionnaire.
   */
  endsQuestionnaire?: boolean;
}
/**
 * One blocking answer.
 */
export interface CaseBlockingAnswer {
  /**
   * Identifier of the blocking answer.
   */
  responseId: string;
}
/**
 * Answer of GET /customers/{id}/communications: one page of messages with counts.
 */
export interface CommunicationList {
  /**
   * The messages of this page.
   */
  communications: Communication[];
  /**
   * How many messages match in all.
   */
  'total-count': number;
  /**
   * How many of the customer's messages of the same dates and property are unread, whatever the search and the status filter (the header's and the dashboard card's count).
   */
  'total-unread': number;
  /**
   * Kinds of the unread messages, each once (spelled so on the wire); gas and electrical overdue kinds show the compliance cards.
   */
  unreadCatagoryTypes: CommunicationCategoryType[];
}
/**
 * A message from the provider to the resident.
 */
export interface Communication {
  /**
   * Message identifier.
   */
  identifier: string;
  status: CommunicationStatus;
  createdDate: IsoDateTime;
  communicationCategoryType: CommunicationCategoryType;
  /**
   * Property the message is about, or null.
   */
  assetIdentifier: string | null;
  /**
   * The message text.
   */
  message: {
    /**
     * In order: 0 subject, 1 details (lines split on line breaks), 2 document identifier of a statement when there is one.
     *
     * @minItems 2
     * @maxItems 3
     */
    content:
      | [CommunicationContentItem, CommunicationContentItem]
      | [CommunicationContentItem, CommunicationContentItem, CommunicationContentItem];
  };
  /**
   * Who sent it.
   */
  sender: {
    organisation: Organisation;
    personName: PersonName;
  };
  /**
   * Who received it.
   */
  recipients: CommunicationRecipient[];
}
/**
 * One part of the message.
 */
export interface CommunicationContentItem {
  /**
   * The text.
   */
  value: string;
}
/**
 * One recipient.
 */
export interface CommunicationRecipient {
  /**
   * Customer identifier.
   */
  customerIdentifier: string;
}
/**
 * Query of GET /customers/{id}/communications.
 */
export interface CommunicationQuery {
  /**
   * First day (YYYY-MM-DD, London time), included; two years before today when left out. The portal never asks for a day before the tenancy start (SSC012).
   */
  fromDate?: string;
  /**
   * Last day (YYYY-MM-DD, London time), included; today when left out.
   */
  toDate?: string;
  /**
   * Text to find, whatever its case, in the subject, the details or the sender's name (% and _ are plain characters); blank is no search.
   */
  searchText?: string;
  /**
   * Page size (2 for the dashboard card, 10, 20 or 100 in the list).
   */
  limit?: number;
  /**
   * How many to skip: 0 to 1,000,000,000 (a bound that keeps the database's OFFSET in range).
   */
  skip?: number;
  /**
   * Sort order.
   */
  orderBy?: 'createdDate desc' | 'createdDate asc';
  /**
   * Only messages about this home (one of the customer's premises), the buildings above it, or no property.
   */
  assetIdentifier?: string;
  /**
   * Only read or only unread messages.
   */
  status?: 'UNREAD' | 'READ';
}
/**
 * An e-mail to the provider sent after a catalyst customer changes contact details, so staff can update their system.
 */
export interface CommunicationSend {
  sender: EmailAddress;
  /**
   * Addresses to send to: only the association's contact-change mailbox is accepted.
   *
   * @minItems 1
   */
  recipients: [EmailAddress, ...EmailAddress[]];
  /**
   * Identifier of the e-mail template.
   */
  communicationTemplateIdentifier: string;
  /**
   * Always Email.
   */
  communicationType: 'Email';
  /**
   * Values for the template: insert_date (DD/MM/YYYY), insert_time (HH:MM), email_address, mobile_phone, home_phone, business_phone.
   *
   * @minItems 1
   */
  content: [ProfileChangeContentItem, ...ProfileChangeContentItem[]];
}
/**
 * One template value.
 */
export interface ProfileChangeContentItem {
  /**
   * Placeholder name in the template.
   */
  key: 'insert_date' | 'insert_time' | 'email_address' | 'mobile_phone' | 'home_phone' | 'business_phone';
  /**
   * Text to put in.
   */
  value: string;
}
/**
 * Body of PATCH /customers/{id}/communications/{id}: mark a message read.
 */
export interface CommunicationStatusUpdate {
  /**
   * Always READ.
   */
  status: 'READ';
}
/**
 * Query of GET /assets/{id}/compliance.
 */
export interface ComplianceQuery {
  /**
   * Kind of check; Annual Domestic Gas Servicing by default.
   */
  complianceType?: 'Annual Domestic Gas Servicing' | 'EICR 5Y';
  /**
   * How many to skip: 0 to 1,000,000,000 (a bound that keeps the database's OFFSET in range).
   */
  skip?: number;
  /**
   * How many to return.
   */
  limit?: number;
  /**
   * Sort order: visitDue (the dashboard's) and visitDue desc put the latest visit due first, the current record; visitDue asc the oldest first.
   */
  orderBy?: 'visitDue' | 'visitDue desc' | 'visitDue asc';
}
/**
 * A gas or electrical safety visit record of an asset, from GET /assets/{id}/compliance (a list). Overdue when visitDue is past and not decommissioned.
 */
export interface ComplianceRecord {
  /**
   * Record identifier.
   */
  id: string;
  /**
   * Kind of check.
   */
  complianceType: 'Annual Domestic Gas Servicing' | 'EICR 5Y';
  visitDue: IsoDateTime;
  /**
   * When the visit took place, or null.
   */
  visitActual: string | null;
  /**
   * Outcome of the visit, for example Pass.
   */
  visitOutcome: string | null;
  /**
   * Equipment checked, for example Gas boiler.
   */
  equipmentType: string | null;
  /**
   * When the equipment was decommissioned, or null.
   */
  dateDecommissioned: string | null;
  /**
   * Contractor who carries out the check.
   */
  contractor: {
    /**
     * Contractor name.
     */
    contractorName: string | null;
    /**
     * Contractor phone number.
     */
    contractorNumber: string | null;
  };
}
/**
 * A named configuration value (feature toggle or setting), answered by GET /configuration/{name}. Values are strings: 'true', 'false' or a comma-separated list.
 */
export interface ConfigurationValue {
  /**
   * Name of the setting, for example IsMediaEnabledSS; names are case-sensitive.
   */
  name: string;
  /**
   * The value as text: 'true', 'false' or a comma-separated list such as 'PROMOULD,PRODAMP'.
   */
  value: string;
}
/**
 * Query of GET /worksorder/{id}/contractors: the facts that choose the contractor. Field names are spelled as on the wire.
 */
export interface ContractorDeterminationQuery {
  /**
   * Priority code.
   */
  priority: 'EME' | 'NA';
  /**
   * Borough of the asset.
   */
  borough?: string;
  /**
   * Region of the asset.
   */
  region?: string;
  /**
   * Schedule of rates code.
   */
  repairType: string;
  /**
   * When the repair was raised (date and time).
   */
  repairTime?: string;
  /**
   * Unique Property Reference Number.
   */
  uprn?: string;
  /**
   * Date the repair was raised.
   */
  raisedDate?: string;
  /**
   * Cause: 1 general wear and tear, 4 vandalism or damage.
   */
  repairCauseId?: 1 | 4;
  /**
   * Maintenance responsibility code, FMFULL by default (spelled so on the wire).
   */
  maintenanceResponsiblity?: string;
  /**
   * Repair responsibility, when known.
   */
  repairResponsibility?: string;
  /**
   * True when the damage was deliberate.
   */
  isVandalism?: boolean;
}
/**
 * A contractor company, from GET /contractors and GET /worksorder/{id}/contractors (both answer a list).
 */
export interface Contractor {
  /**
   * Contractor identifier.
   */
  id: string;
  /**
   * Company name.
   */
  name: string;
  /**
   * What kind of contractor it is.
   */
  statuses: {
    /**
     * True when appointments can be booked online (Select Appointment is shown).
     */
    isIntegrated: boolean;
    /**
     * True for the builder of a new home in its defects period.
     */
    isBuilder: boolean;
    /**
     * True for a sub-contractor.
     */
    isSubContractor: boolean;
    /**
     * True for an estate managing agent.
     */
    isEMA: boolean;
    /**
     * True while the contractor takes work.
     */
    isActive: boolean;
    /**
     * True when the contractor is of managing-agent type.
     */
    isEMAtype: boolean;
  };
  /**
   * The contractor's sites (depots).
   */
  contractorSites: ContractorSite[];
  /**
   * How to reach the contractor.
   */
  contacts: ContractorContact[];
}
/**
 * One contractor site.
 */
export interface ContractorSite {
  /**
   * Site code, for example HUB1-REP; listed in demobilizedContractorSites when residents must phone.
   */
  siteIdentifier: string;
  /**
   * Site name.
   */
  name: string;
  /**
   * True when the site is on hold (triage tag CONTRACTORSITE_ON_HOLD).
   */
  isOnHold: boolean;
}
/**
 * One contact point.
 */
export interface ContractorContact {
  /**
   * Contact name or department.
   */
  name: string | null;
  /**
   * Phone numbers.
   */
  telecomsAddresses: ContractorPhone[];
}
/**
 * One phone number.
 */
export interface ContractorPhone {
  /**
   * The phone number.
   */
  number: string;
}
/**
 * Request for a statement of a chosen period by e-mail (sent with the customer id and the customer's eTag). Dates are dd/mm/yyyy, from no earlier than the tenancy start to no later than today.
 */
export interface CustomStatementRequest {
  sender: EmailAddress;
  /**
   * Identifier of the statement e-mail template.
   */
  communicationTemplateIdentifier: string;
  /**
   * Always Email.
   */
  communicationType: 'Email';
  /**
   * Values for the template: payment_ref, customer_name, statement_startdate, statement_enddate and customer_email, each once. customer_email must be the e-mail address on the customer's record, the only one a statement goes to; the greeting uses the name on the record.
   *
   * @minItems 5
   * @maxItems 5
   */
  content: [
    StatementContentItem,
    StatementContentItem,
    StatementContentItem,
    StatementContentItem,
    StatementContentItem,
  ];
}
/**
 * One template value.
 */
export interface StatementContentItem {
  /**
   * Placeholder name in the template.
   */
  key: 'payment_ref' | 'customer_name' | 'statement_startdate' | 'statement_enddate' | 'customer_email';
  /**
   * Text to put in.
   */
  value: string;
}
/**
 * Body of PUT /customers/{id}: the contact details a resident may change. Send the customer's eTag as If-Match. Name and date of birth cannot be changed here.
 */
export interface CustomerUpdate {
  emailAddress: EmailAddress;
  mobilePhone: UkPhoneNumber;
  /**
   * Home phone number, 11 digits starting with 0 (SSCP003b); null or absent removes it.
   */
  homePhone?: string | null;
  /**
   * Business (work) phone number, 11 digits starting with 0 (SSCP003c); null or absent removes it.
   */
  workPhone?: string | null;
}
/**
 * A resident (customer) with contact details and tenancies, from GET /customers/{id}. The eTag is also sent as the ETag header and must come back as If-Match on PUT.
 */
export interface Customer {
  /**
   * Customer identifier.
   */
  id: string;
  /**
   * Version tag of the record; changes on every update.
   */
  eTag: string;
  /**
   * Personal details.
   */
  person: {
    name: PersonName;
    /**
     * Date of birth, or null when not held.
     */
    dateOfBirth: string | null;
  };
  /**
   * Phone numbers and e-mail addresses held for the customer.
   */
  addresses: {
    /**
     * Phone numbers, at most one of each kind.
     */
    telecomsAddresses: TelecomsAddress[];
    /**
     * E-mail addresses; the first is the one shown and edited.
     */
    digitalAddresses: DigitalAddress[];
  };
  /**
   * The customer's tenancies, active and ended.
   */
  tenanciesSummaries: TenancySummary[];
}
/**
 * A phone number held for a person, with its kind.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "telecomsAddress".
 */
export interface TelecomsAddress {
  /**
   * Kind of phone: workPhone (shown as business phone), mobilePhone or homePhone.
   */
  telecomsAddressType: 'workPhone' | 'mobilePhone' | 'homePhone';
  /**
   * The phone number as held.
   */
  number: string;
}
/**
 * An electronic address held for a person.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "digitalAddress".
 */
export interface DigitalAddress {
  /**
   * Kind of address; e-mail is the only kind the portal uses.
   */
  digitalAddressType: 'email';
  /**
   * The address itself, for example amara@example.org.
   */
  address: string;
}
/**
 * Summary of one of a customer's tenancies, as listed on the customer and by GET /customers/{id}/tenancies.
 */
export interface TenancySummary {
  /**
   * Identifier of the tenancy.
   */
  tenancyId: string;
  /**
   * Tenancy type code, for example GNT (general needs), LEASE, GARAGE; AGENCY, COM1, HMBY2010, OFFICE and USENOCCU hide the view-accounts button.
   */
  tenancyType: string;
  tenancyStartDate: IsoDate;
  /**
   * Date the tenancy ended, or null while it runs.
   */
  tenancyEndDate?: string | null;
  /**
   * Identifiers of the assets (premises) the tenancy covers.
   *
   * Items: Asset identifier.
   */
  premisesIds: string[];
  /**
   * Payment reference of the tenancy's accounts.
   */
  paymentReference: string;
  /**
   * Status flags; isTenancyActive tells whether the tenancy is current (only active tenancies are used).
   */
  statuses: StatusEntry[];
}
/**
 * One named status flag, for example {type: 'isTenancyActive', value: true}.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "statusEntry".
 */
export interface StatusEntry {
  /**
   * Name of the status.
   */
  type: string;
  /**
   * Its value.
   */
  value: boolean | string | null;
}
/**
 * One question of the damp, mould and condensation assessment (master data entry 47). Questions are shown page by page by pageGroupId.
 */
export interface DampMouldQuestion {
  /**
   * Question identifier, for example q7_1; answers refer to it.
   */
  questionId: string;
  /**
   * The question as shown to the resident.
   */
  label: string;
  /**
   * List: pick one option (Select is not an answer). Multiple: pick one or more.
   */
  type: 'List' | 'Multiple';
  /**
   * Assessment page the question is on, from 1.
   */
  pageGroupId: number;
  /**
   * Possible answers in the order shown.
   *
   * @minItems 1
   */
  options: [DampMouldOption, ...DampMouldOption[]];
}
/**
 * One possible answer.
 */
export interface DampMouldOption {
  /**
   * Answer identifier, recorded as responseId.
   */
  id: string;
  /**
   * Answer text as shown.
   */
  value: string;
}
/**
 * One document with its content, from GET /works-orders/{id}/documents/{docId} and GET /assets/{id}/documents/{docId}.
 */
export interface DocumentContent {
  /**
   * Document identifier.
   */
  id: string;
  /**
   * File name, for example fire-risk-assessment-2024.pdf.
   */
  fileName: string;
  /**
   * Media type of the content, for example image/jpeg or application/pdf.
   */
  contentType: string;
  media: Base64;
  /**
   * Metadata pairs of the document.
   */
  metadata: KeyValue[];
}
/**
 * An open repair that may be the same as the one being reported (GET /search/works-orders with isDuplicateCheck=true).
 */
export interface DuplicateCheckItem {
  /**
   * Identifiers.
   */
  identifiers: {
    /**
     * Works order identifier.
     */
    worksOrderIdentifier: string;
  };
  /**
   * Status and flags.
   */
  statuses: {
    status: RepairStatus;
    /**
     * True when itself flagged as a possible duplicate.
     */
    isPotentialDuplicate: boolean;
    /**
     * True when a vulnerability was reported.
     */
    isVulnerable: boolean;
    /**
     * True once submitted (false for a draft).
     */
    isSubmitted: boolean;
    /**
     * True for an emergency.
     */
    isEmergency: boolean;
    /**
     * True when raised out of hours.
     */
    isOutOfHours: boolean;
    /**
     * True when raised as catalyst triage.
     */
    isRaisedAsTriage: boolean;
  };
  /**
   * The job.
   */
  job: {
    /**
     * Schedule of rates code.
     */
    sorCode: string;
    /**
     * Description as typed.
     */
    description: string | null;
    /**
     * Trade.
     */
    trade: string | null;
  };
  raisedDate: IsoDateTime;
  channel: Channel;
  /**
   * The asset.
   */
  asset: {
    /**
     * Its kind.
     */
    type: {
      assetTypeName: AssetTypeName;
    };
  };
}
/**
 * Answer of GET /search/works-orders with isDuplicateCheck=true.
 */
export interface DuplicateCheckResult {
  /**
   * Open repairs on the property with the same repair type.
   */
  worksOrders: DuplicateCheckItem[];
  /**
   * How many match in all.
   */
  totalCount: number;
}
/**
 * Body of POST /works-orders/eligibilityoutcomes: the facts about the home and the chosen repair that decide whether it can be raised.
 */
export interface EligibilityRequest {
  /**
   * Premises type the repair is for.
   */
  premisesType: 'Scheme' | 'Estate Area' | 'Estate' | 'Block' | 'Divided Block' | 'Property';
  /**
   * Maintenance responsibility code of the asset; FMFULL when not known.
   */
  maintenanceResponsibility?: string;
  /**
   * Who is responsible for this kind of repair, when the reason says.
   */
  repairResponsibility?: string | null;
  /**
   * Answer to the reason's supplementary question (Yes or No), when it has one.
   */
  additionalRepairInfo?: string | null;
  /**
   * The chosen reason's own eligibility (additionalData.isEligible), or null when it has none.
   */
  isRepairEligible?: boolean | null;
  /**
   * True when the resident (not staff) is asking; always true from the portal.
   */
  isCustomerView: boolean;
  /**
   * Unique Property Reference Number of the asset.
   */
  uprn?: string | null;
  /**
   * True while the asset is in its defects period.
   */
  isInDefects: boolean;
  /**
   * Schedule of rates code of the chosen reason, for example PLUMTAP01.
   */
  repairType: string;
  /**
   * Repair context from the heating check (sor-determination) for heating repairs, otherwise null.
   */
  heatingRepairContext?: string | null;
}
/**
 * One eligibility outcome, from POST /works-orders/eligibilityoutcomes or POST /assets/{id}/eligibilityoutcomes (both answer a list).
 */
export interface EligibilityResult {
  /**
   * True when the repair may be raised.
   */
  isEligible: boolean;
  /**
   * Why not, or a warning: E1 to E35, SSR005, SSR037 and so on; null when there is nothing to say.
   */
  errorCode: string | null;
  /**
   * Further codes shown as warnings, comma-separated (for example FISPUMPS02); empty when none. Spelled so on the wire.
   */
  supplimentaryCodes: string;
  /**
   * Tenancy group the outcome was decided for, or null when not known.
   */
  tenancyGroup:
    'Social' | 'Non-residential' | 'Commercial' | 'Market' | 'Market Rent' | 'Leasehold' | 'Freehold' | null;
  /**
   * Status flags of the asset.
   */
  statuses: {
    /**
     * True while the asset is in its defects period.
     */
    isInDefects: boolean;
  };
  /**
   * Region of the asset, or null when not recorded.
   */
  region: string | null;
}
/**
 * Body of POST /api/v2/works-orders/enhanced-repair-eligibility, asked when the checkEnhancedRepairEligibilityMyPeabody toggle is on.
 */
export interface EnhancedEligibilityRequest {
  /**
   * True when the resident said the repair is an emergency.
   */
  isEmergency: boolean;
  /**
   * Schedule of rates code of the repair.
   */
  sor: string;
  /**
   * True when the resident picked an open repair as a possible duplicate.
   */
  isPotentialDuplicate: boolean;
  /**
   * True when the resident reported a serious health or well-being concern.
   */
  isVulnerable: boolean;
  channel: Channel;
}
/**
 * Answer of the enhanced eligibility check. Not eligible, or code E35, blocks the repair with the call-us message.
 */
export interface EnhancedEligibilityResult {
  /**
   * True when the repair may continue.
   */
  isEligible: boolean;
  /**
   * E35 when the repair must be reported by phone; null when eligible.
   */
  errorCode: string | null;
}
/**
 * Body of every non-success response of the gateway.
 */
export interface ErrorBody {
  /**
   * HTTP status code, repeated in the body.
   */
  status: number;
  /**
   * Status name: Bad Request, Unauthorised, Forbidden, Not Found, Conflict, Precondition Failed, Precondition Required or Server Error; other statuses use their usual name.
   */
  title: string;
  /**
   * What went wrong, one entry per problem; at least one entry.
   *
   * @minItems 1
   */
  errors: [ErrorItem, ...ErrorItem[]];
}
/**
 * One problem with the request or its processing.
 */
export interface ErrorItem {
  /**
   * Plain-English explanation a person can act on.
   */
  message: string;
  /**
   * The request part at fault, for example body.mobilePhone or query.limit.
   */
  field?: string;
  /**
   * Machine-readable reason, for example E1 or SSR049, when one applies.
   */
  code?: string;
}
/**
 * An error the portal reports for support staff (the error-reporting call; context read from the browser's storage).
 */
export interface ErrorReport {
  /**
   * HTTP status of the failed call, or 0 for a network failure.
   */
  status: number;
  /**
   * What failed, in plain words.
   */
  message?: string;
  /**
   * Portal route where it happened.
   */
  path?: string;
  channel: Channel;
  /**
   * Signed-in customer, or null. The gateway keeps the customer of the bearer token instead; without a valid token none.
   */
  customerId?: string | null;
  /**
   * Correlation id of the failed call (spelled so on the wire).
   */
  corelationId?: string | null;
  /**
   * Session id.
   */
  sessionId?: string | null;
}
/**
 * One reason a resident can give for a financial advice referral (reference data namespace financial-referral-reason).
 */
export interface FinancialReferralReason {
  /**
   * Reason identifier.
   */
  id: string;
  /**
   * The reason as shown and sent in the enquiry, for example Help with debt.
   */
  referralReason: string;
  /**
   * True when the reason is offered in the self-service portal.
   */
  displayOnMyPeabody: boolean;
}
/**
 * Answer of the financial referral submission.
 */
export interface FinancialReferralResult {
  /**
   * Identifier of the service request created.
   */
  serviceRequestIdentifier: string;
}
/**
 * Body of POST /customer/{id}/account/{acct}/servicerequest: a financial advice (financial inclusion) referral.
 */
export interface FinancialReferral {
  /**
   * What the resident would like help with: at most 1500 characters, not blank. Outside web addresses it holds none of & * % ! < > (the portal removes them; the gateway refuses them); web addresses are taken as typed.
   */
  additionalDetails: string;
  /**
   * Chosen reasons from the financial-referral-reason reference data, at least one.
   *
   * @minItems 1
   *
   * Items: One reason.
   */
  referralReason: [string, ...string[]];
  /**
   * Who the referral is for.
   */
  referralFor: 'Myself' | 'Other member of household';
  /**
   * Property of the tenancy.
   */
  assetIdentifier: string;
  /**
   * Always financialinclusionenquiry.
   */
  serviceRequestType: 'financialinclusionenquiry';
  preferredContact: PreferredContact;
}
/**
 * Who to contact and how.
 */
export interface PreferredContact {
  /**
   * Contact name: letters, hyphen, apostrophe and space.
   */
  personName: string;
  relationship: ContactRelation;
  phoneNumber: UkPhoneNumber;
  /**
   * Which saved number, or other.
   */
  phoneNumberType: 'mobilePhone' | 'homePhone' | 'workPhone' | 'other';
}
/**
 * Building safety information of a high-rise block (18 metres or seven storeys or higher): its regulatory documents and the four responsible parties. Built from GET /assets/{id}/documents and GET /assets/{id}/associates?expand=interestedParties.
 */
export interface HighRiseBuilding {
  /**
   * The block.
   */
  assetIdentifier: string;
  /**
   * Regulatory documents: fire risk assessment, building safety report, resident engagement strategy.
   */
  documents: AssetDocument[];
  principleAccountablePerson?: BuildingSafetyParty;
  accountablePerson?: BuildingSafetyParty;
  buildingSafetyManager?: BuildingSafetyParty;
  responsiblePerson?: BuildingSafetyParty;
}
/**
 * One event in a repair's history timeline, from GET /works-orders/{id}/historyItems (the answer is a list, newest first).
 */
export interface HistoryEvent {
  /**
   * Event code: APCREATE01 or APCREATE10 (created), AUPDATE01 to AUPDATE07 (appointment changes), NOACCESS, NOACC01, ENGOS01 to ENGOS07 (no access, could not complete, parts needed), Unappointed, ReportedToEMA, Completed or Cancelled.
   */
  identifier: string;
  /**
   * Event title: Repair created, Appointment booked, Preferred Appointment, Awaiting Appointment, Appointment cancelled, In Progress, Repair complete or Repair cancelled.
   */
  subType: string;
  createDateTime: IsoDateTime;
  /**
   * Start of the appointment the event is about, or null.
   */
  appointmentStartDatetime: string | null;
  /**
   * End of the appointment the event is about, or null.
   */
  appointmentEndDatetime: string | null;
}
/**
 * A media file attached to a repair, as listed by GET /works-orders/{id}/documents (the answer is a list).
 */
export interface MediaDocument {
  /**
   * Document identifier.
   */
  id: string;
  /**
   * The file.
   */
  media: {
    /**
     * File name as uploaded, for example leak-under-sink.jpg.
     */
    fileName: string;
  };
  /**
   * Metadata pairs: content-type, IsMediaAppropriate (false means the media was removed as not appropriate), customer-identifier, asset-identifier, works-order-identifier and filename.
   */
  metadata: KeyValue[];
}
/**
 * Answer of POST /works-orders/{id}/documents.
 */
export interface MediaUploadResult {
  /**
   * Identifier of the stored document.
   */
  documentIdentifier: string;
}
/**
 * Body of POST /works-orders/{id}/documents: attach one file (at most 5 per repair, 20,000,000 bytes each; jpg, jpeg, gif, png and, where allowed, pdf, mpeg, mov, mp4).
 */
export interface MediaUpload {
  /**
   * Always WORKORDER.
   */
  DocumentType: 'WORKORDER';
  Media: Base64;
  /**
   * Metadata pairs; content-type and filename are required, the identifiers are filled in by the gateway.
   *
   * @minItems 1
   */
  Metadata: [KeyValue, ...KeyValue[]];
}
/**
 * Body of POST /workorders/{a}/{b}/notes: a note added to a job.
 */
export interface Note {
  /**
   * Note type: 1 CCIM, 2 Chase, 3 Contractor, 4 Other.
   */
  noteTypeId: 1 | 2 | 3 | 4;
  /**
   * The note.
   */
  text: string;
}
/**
 * A page view the portal logs for analytics.
 */
export interface PageView {
  /**
   * Portal route viewed.
   */
  path: string;
  channel: Channel;
  /**
   * Signed-in customer, or null. The gateway keeps the customer of the bearer token instead; without a valid token none.
   */
  customerId?: string | null;
  /**
   * Correlation id.
   */
  correlationId: string;
}
/**
 * Fields the portal posts (as a browser form) to the external payment page. Amount £1 to £5,000 with two decimals; the reason is always Rent.
 */
export interface PaymentForm {
  /**
   * The bearer-token from the token call.
   */
  token: string;
  /**
   * Payment reference of the account.
   */
  customerReference: string;
  /**
   * Amount in pounds with two decimals, 1.00 to 5000.00.
   */
  amount: string;
  /**
   * The client-code from the token call.
   */
  clientCode: string;
  /**
   * Always Rent.
   */
  paymentReason: 'Rent';
}
/**
 * Token for a card payment, from the payment gateway token call by customer id; the portal then posts a form to the external payment page.
 */
export interface PaymentGatewayToken {
  /**
   * One-time token for the payment page.
   */
  'bearer-token': string;
  /**
   * The provider's client code at the payment gateway.
   */
  'client-code': string;
}
/**
 * The portal's run-time settings, answered by GET /portal-config.json: where the portal finds its gateway and identity provider and how residents reach the call centre, so that one build of the portal can be pointed at another gateway without rebuilding.
 */
export interface PortalConfig {
  /**
   * Base URL of the association's API gateway, absolute or relative to the portal (for example /api).
   */
  gatewayBaseUrl: string;
  /**
   * The value the portal sends as Ocp-Apim-Subscription-Key on every API call.
   */
  subscriptionKey: string;
  channel: Channel;
  identityProvider: IdentityProviderConfig;
  contact: PortalContact;
  payments: PortalPayments;
  footerLinks?: PortalFooterLinks;
}
/**
 * The OpenID Connect provider where residents sign in, and the portal's public client there.
 */
export interface IdentityProviderConfig {
  /**
   * The OpenID Connect issuer, absolute or relative to the portal (for example /idp); sign-in starts at {issuer}/auth.
   */
  issuer: string;
  /**
   * The portal's client id at the identity provider.
   */
  clientId: string;
  /**
   * Where the provider sends the resident back with a code and state (or an error), relative to the portal's origin; usually /customer360View.
   */
  redirectPath: string;
  /**
   * Where the portal lands after logging out, relative to its origin; usually /startpage.
   */
  postLogoutRedirectPath: string;
  policies: IdentityProviderPolicies;
}
/**
 * The provider's policy name for each flow, sent as the p parameter.
 */
export interface IdentityProviderPolicies {
  /**
   * Policy of signing in.
   */
  login: string;
  /**
   * Policy of registering a new account.
   */
  registration: string;
  /**
   * Policy of changing the password.
   */
  changePassword: string;
  /**
   * Policy of changing the sign-in name (the e-mail address the resident signs in with).
   */
  changeUsername: string;
}
/**
 * How residents reach the call centre, shown in error and help texts.
 */
export interface PortalContact {
  /**
   * The call centre's phone number as residents should read it, for example 020 7946 0999.
   */
  phoneNumber: string;
  /**
   * The call centre's opening hours in plain English.
   */
  callCentreHours: string;
}
/**
 * The payment provider's pages: the card page the payment form is posted to (in a frame) and the direct-debit page opened in a new tab. By default the reference gateway's own payment sandbox.
 */
export interface PortalPayments {
  /**
   * Address the payment form (PaymentForm) is posted to; its origin is the only one whose result message the portal accepts and the only frame origin the Content-Security-Policy allows besides the portal's own.
   */
  pageUrl: string;
  /**
   * Address of the provider's page for setting up a direct debit, opened in a new tab from a rent account.
   */
  directDebitUrl: string;
}
/**
 * Addresses of the association's own pages linked from the footer; for a link not named here the portal shows its own page.
 */
export interface PortalFooterLinks {
  /**
   * Address of the association's terms and conditions.
   */
  terms?: string;
  /**
   * Address of the association's accessibility statement.
   */
  accessibility?: string;
  /**
   * Address of the association's privacy notice.
   */
  privacy?: string;
  /**
   * Address of the association's cookie policy.
   */
  cookies?: string;
}
/**
 * The profile as the edit-profile screen holds it (screen form, built from Customer). Name and date of birth are shown but cannot be changed; saving sends a CustomerUpdate with the eTag as If-Match.
 */
export interface ProfileForm {
  /**
   * Customer identifier.
   */
  id: string;
  /**
   * Version tag of the customer record when it was loaded.
   */
  eTag: string;
  /**
   * Title such as Mr, Ms or Dr.
   */
  title: string | null;
  /**
   * Given name; missing shows the missing-information message.
   */
  givenName: string | null;
  /**
   * Family name.
   */
  surname: string | null;
  /**
   * Date of birth; must be a valid date in the past.
   */
  dateOfBirth: string | null;
  /**
   * E-mail address as loaded; required to save (SSCP002 when not accepted: format email-address).
   */
  email: string | null;
  /**
   * Mobile phone; required to save, 11 digits starting with 0 (SSCP003a).
   */
  mobilePhone: string | null;
  /**
   * Home phone; optional, same rule (SSCP003b).
   */
  homePhone: string | null;
  /**
   * Business phone; optional, same rule (SSCP003c).
   */
  workPhone: string | null;
}
/**
 * Region and borough of an asset, used for catalyst rules and contractor determination.
 */
export interface PropertyLocation {
  /**
   * Region of the housing association the asset is in, or null when not recorded.
   */
  region: string | null;
  /**
   * Local authority borough, or null when not recorded.
   */
  borough: string | null;
}
/**
 * Query of GET /reference-data/{area}/reference-data. The asset lookup spells the parameter namespacenames; give one of the two.
 */
export interface ReferenceDataQuery {
  /**
   * Namespaces to return, comma-separated, for example case-types.
   */
  NamespaceNames?: string;
  /**
   * Same as NamespaceNames (spelling used by the asset lookup).
   */
  namespacenames?: string;
}
/**
 * Answer of the reference-data lookups (GET /reference-data/{area}/reference-data?NamespaceNames=...): the asked namespaces, each with its entries.
 */
export interface ReferenceData {
  /**
   * One item per namespace asked for, in the order asked; a namespace with no entries has an empty list.
   */
  namespaces: ReferenceDataNamespace[];
}
/**
 * The entries of one namespace.
 */
export interface ReferenceDataNamespace {
  /**
   * Namespace name, for example case-types or financial-referral-reason.
   */
  namespaceName: string;
  /**
   * Entries of the namespace, ordered by key.
   */
  referenceData: ReferenceDataEntry[];
}
/**
 * One entry: a key and its value.
 */
export interface ReferenceDataEntry {
  /**
   * Entry key, unique within the namespace; 47 is the damp and mould master data.
   */
  key: string;
  /**
   * Entry value: a case type, a financial referral reason, the damp and mould questions, or a plain text value.
   */
  value: CaseType | FinancialReferralReason | DampMouldQuestion[] | string;
}
/**
 * Body of POST /works-orders/repair-priority: the facts that decide a repair's priority.
 */
export interface RepairPriorityRequest {
  /**
   * True for an emergency.
   */
  isEmergency: boolean;
  /**
   * Schedule of rates code.
   */
  repairType: string;
  /**
   * True when a vulnerability was reported.
   */
  isVulnerable: boolean;
  /**
   * True when the repair recalls a completed one.
   */
  isRecall: boolean;
  /**
   * True when an estate managing agent handles the repair.
   */
  isEMA: boolean;
  /**
   * Repair description.
   */
  description?: string | null;
  channel: Channel;
  raisedDate: IsoDateTime;
  /**
   * Damp and mould assessment level, when assessed.
   */
  priorityLevel?: 'HIGH' | 'MEDIUM' | 'LOW' | null;
  /**
   * DampAndMould when an assessment was made, otherwise null.
   */
  assessmentType?: 'DampAndMould' | null;
  /**
   * Identifier of the contractor, when known.
   */
  contractorIdentifier?: string | null;
}
/**
 * Answer of the repair priority check.
 */
export interface RepairPriorityResult {
  repairPriority: PriorityCode;
  /**
   * True when raised within working hours; an emergency outside them shows as Emergency (Out of hours).
   */
  isWorkingHours: boolean;
}
/**
 * Query of GET /repair-reasons.
 */
export interface RepairReasonQuery {
  /**
   * Text typed by the resident; matches descriptions and keywords.
   */
  searchText?: string;
  /**
   * Property, or Communal for a block, estate or divided block.
   */
  assetType: 'Property' | 'Communal' | 'Block' | 'Estate' | 'Divided block';
  /**
   * True to return only reasons that can be raised.
   */
  isUsedForCreation?: boolean;
  /**
   * True for a catalyst customer, whose reasons differ.
   */
  isCatalyst?: boolean;
}
/**
 * A repair reason a resident can choose, from GET /repair-reasons (the answer is a list).
 */
export interface RepairReason {
  /**
   * Repair reason identifier.
   */
  id: string;
  /**
   * The reason as shown in the autocomplete, for example Dripping tap.
   */
  description: string;
  priority: PriorityCode;
  /**
   * Schedule of rates codes of the reason; the first is used.
   *
   * @minItems 1
   */
  sors: [SorEntry, ...SorEntry[]];
  /**
   * Trade that carries out the repair, for example Plumbing.
   */
  trade: string;
  /**
   * Location in the home the reason belongs to, for example Kitchen.
   */
  repairLocation: string;
  /**
   * Identifier of the location.
   */
  repairLocationId: number;
  /**
   * Building element concerned, for example Tap.
   */
  element: string | null;
  additionalData: RepairReasonAdditionalData;
}
/**
 * One schedule of rates code.
 */
export interface SorEntry {
  /**
   * Schedule of rates code, for example PLUMTAP01; NA when none.
   */
  sorCode: string;
}
/**
 * Body of POST /works-orders/{id}/appointments/reschedule-eligibility: may the resident move this appointment?
 */
export interface RescheduleEligibilityRequest {
  channel: Channel;
  status: RepairStatus;
  /**
   * True while the repair is a draft.
   */
  isDraft: boolean;
  /**
   * True for an emergency.
   */
  isEmergency: boolean;
  /**
   * True when raised out of hours.
   */
  isOutOfHours: boolean;
  /**
   * True for a recall.
   */
  isRecall: boolean;
  /**
   * True when an estate managing agent handles it.
   */
  isEMA: boolean;
  /**
   * True when flagged as a possible duplicate.
   */
  isPotentialDuplicate: boolean;
  /**
   * Site code of the contractor.
   */
  contractorSiteIdentifier?: string | null;
  /**
   * Repair location, for example Kitchen.
   */
  location?: string | null;
  /**
   * Trade, for example Plumbing.
   */
  trade?: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode: string;
  raisedDate: IsoDateTime;
  assetTypeName: AssetTypeName;
  /**
   * Start of the latest appointment; cancelling or rescheduling is blocked when it is today.
   */
  lastAppointmentDate?: string | null;
  /**
   * Customer identifier of the resident asking.
   */
  userIdentifier: string;
  /**
   * Identifier of whoever raised the repair.
   */
  raisedByIdentifier?: string | null;
  /**
   * True when the contractor takes online bookings.
   */
  isContractorIntegrated: boolean;
}
/**
 * Body of PATCH /works-orders/{id}/appointments: move an existing appointment. Send the work order's eTag as If-Match.
 */
export interface Reschedule {
  /**
   * Always RESCHEDULE.
   */
  status: 'RESCHEDULE';
  /**
   * Always RESCHEDULE_APPOINTMENT.
   */
  reasonCode: 'RESCHEDULE_APPOINTMENT';
  /**
   * Why the appointment is moved.
   */
  remarks?: string;
  /**
   * True when the new slot is a preference rather than a firm booking.
   */
  isPreferred: boolean;
  /**
   * Job number of the repair.
   */
  jobNumber: string;
  appointmentFromDate: IsoDateTime;
  appointmentToDate: IsoDateTime;
  externalCreateDateTime: IsoDateTime;
  /**
   * Slot kind code, for example PM.
   */
  availabilityType: string;
  /**
   * Whether the new slot is within the service level.
   */
  isInsideSla: boolean;
  /**
   * Site code of the contractor, for example HUB1-REP.
   */
  contractorSiteCode: string;
}
/**
 * A service request as the gateway stored it (GET /customer/{id}/servicerequest/{srId}): for a financial advice referral, the enquiry payload exactly as sent.
 */
export interface ServiceRequest {
  /**
   * Identifier of the service request, for example SR-000219.
   */
  serviceRequestIdentifier: string;
  /**
   * Kind of request: financialinclusionenquiry for a financial advice referral.
   */
  serviceRequestType: string;
  /**
   * The account the request was raised on.
   */
  accountIdentifier: string;
  /**
   * When the gateway received it (ISO 8601 date and time, UTC).
   */
  createdDate: string;
  request: FinancialReferral;
}
/**
 * Body of POST /works-orders/{zero id}/sor-determination: the heating attributes of the home and its parents, to pick the right heating repair.
 */
export interface SorDeterminationRequest {
  /**
   * The heating reason or code being raised, for example Heating or hot water repair or COMHIU.
   */
  context: string;
  propertyAttribute: HeatingAttribute;
  /**
   * Heating types of the divided block, joined with +, or null.
   */
  dividedBlockAttribute?: string | null;
  /**
   * Heating types of the block, joined with +, or null.
   */
  blockAttribute?: string | null;
  /**
   * Heating types of the estate, joined with +, or null.
   */
  estateAttribute?: string | null;
}
/**
 * Answer of the heating check: which repair context and code apply, or SSR049 when the heating source does not match.
 */
export interface SorDeterminationResult {
  /**
   * Repair context to pass to the eligibility check as heatingRepairContext.
   */
  repairContext: string | null;
  /**
   * Schedule of rates code to use instead of the reason's own.
   */
  sor: string | null;
  /**
   * SSR049 (heating source mismatch) or SSR069 (no communal heating); null when fine.
   */
  errorCode: string | null;
}
/**
 * Query of GET /customers/{id}/documents: months to list (at most the last two years).
 */
export interface StatementDocumentQuery {
  /**
   * First month, YYYY/MM, in the years 0001 to 9999.
   */
  yearMonthFrom: string;
  /**
   * Last month, YYYY/MM, in the years 0001 to 9999.
   */
  yearMonthTo: string;
}
/**
 * A monthly statement, from GET /customers/{id}/documents (a list). The PDF itself comes from GET /customers/{id}/documents/{docId}.
 */
export interface StatementDocument {
  /**
   * Document identifier.
   */
  id: string;
  /**
   * Metadata pairs: account-reference (the payment reference the statement is for; downloads need it to match), statement-period (YYYY/MM), content-type and filename.
   *
   * @minItems 1
   */
  metadata: [KeyValue, ...KeyValue[]];
}
/**
 * Body of POST /case-team-determination: which team owns a new case.
 */
export interface TeamDeterminationRequest {
  channel: Channel;
  /**
   * Sub-type of the case type.
   */
  caseSubType: string;
  /**
   * Sub-type category of the case type.
   */
  caseSubTypeCategory: string;
  /**
   * Landlord organisation of the asset.
   */
  landLord?: string;
  /**
   * Tenancy type code.
   */
  tenancyType?: string;
  /**
   * Case category; NA when none.
   */
  caseCategory?: string;
}
/**
 * Answer of POST /case-team-determination.
 */
export interface TeamDeterminationResponse {
  /**
   * Owning team, sent as the case assignee.
   */
  owningTeam: string;
  /**
   * Owning team category, sent as assigneeType.
   */
  owningTeamCategory: string;
}
/**
 * Tenancy group record of a customer's tenancy of one premises, from GET /customers/{id}/premises/{premId}/tenancies.
 */
export interface TenancyGroup {
  /**
   * Identifier of the tenancy.
   */
  tenancyIdentifier: string;
  tenancyGroup: TenancyGroupName;
}
/**
 * Answer of GET /accounts/{id}/transactions: one page of transactions, unposted first, then newest first.
 */
export interface TransactionList {
  /**
   * The transactions of this page.
   */
  transactions: Transaction[];
  /**
   * How many transactions match in all.
   */
  'total-count': number;
}
/**
 * One transaction of an account.
 */
export interface Transaction {
  /**
   * Transaction identifier.
   */
  'transaction-identifier': string;
  /**
   * Description, for example Rent charge or Payment - thank you.
   */
  'transaction-description': string;
  /**
   * CR credit (money in) or DR debit (a charge).
   */
  'payment-code': 'CR' | 'DR';
  /**
   * PAY payment, DRS debit (charge), ADJ or DRA adjustment.
   */
  'transaction-type': 'PAY' | 'DRS' | 'ADJ' | 'DRA';
  /**
   * The amount.
   */
  amount: {
    gross: Money;
  };
  'running-balance': Money;
  /**
   * Dates.
   */
  dates: {
    'transaction-date': IsoDate;
  };
  /**
   * Status flags.
   */
  statuses: {
    /**
     * False while the transaction is pending; unposted ones are listed first.
     */
    'is-posted': boolean;
  };
}
/**
 * Query of GET /accounts/{id}/transactions. Page with pageNumber and pageSize or with Skip and Limit, not both. transactionType may repeat (ADJ and DRA together for adjustments).
 */
export interface TransactionQuery {
  /**
   * Page number, from 1 to 1,000,000 (with pageSize at most 1000, the rows skipped stay within the database's range).
   */
  pageNumber?: number;
  /**
   * Page size: 10, 20 or 100 (3 for the dashboard card).
   */
  pageSize?: number;
  /**
   * How many to return (alternative to pageSize).
   */
  Limit?: number;
  /**
   * How many to skip (alternative to pageNumber): 0 to 1,000,000,000.
   */
  Skip?: number;
  /**
   * First date to include; one year ago by default.
   */
  DateFrom?: string;
  /**
   * Last date to include; today by default.
   */
  DateTo?: string;
  /**
   * Text to find anywhere in the description, whatever its case; % and _ are plain characters and a blank text searches nothing.
   */
  searchText?: string;
  /**
   * Types to include: PAY, DRS, or ADJ with DRA.
   *
   * Items: One transaction type.
   */
  transactionType?: ('PAY' | 'DRS' | 'ADJ' | 'DRA')[];
}
/**
 * Body of PATCH /works-orders/{id} that cancels a repair. Send the eTag as If-Match.
 */
export interface WorkOrderCancel {
  /**
   * The asset of the repair.
   */
  asset: {
    /**
     * Its kind.
     */
    type: {
      assetTypeId: PremisesTypeId;
    };
  };
  /**
   * The new status.
   */
  statuses: {
    /**
     * Always Cancelled.
     */
    Status: 'Cancelled';
  };
}
/**
 * Body of POST /works-orders: creates the repair as a draft (status In Diagnosis) the first time the resident saves or continues, with the answers given so far; later answers follow by PATCH. The answer carries a Location header whose last path segment is the new id. Without sorCode the gateway records NA; without area it uses the asset's type.
 */
export interface WorkOrderCreate {
  /**
   * For a recall, the identifier of the repair recalled.
   */
  originalWorkOrderIdentifier?: string | null;
  /**
   * Customer the repair is for.
   */
  customerIdentifier: string;
  /**
   * Asset the repair is on: the property, or the divided block, block or estate for a communal repair.
   */
  assetIdentifier: string;
  /**
   * The customer's premises (their tenancy's property) the repair was raised from.
   */
  premisesId: string;
  /**
   * Site identifier of the chosen contractor, for example HUB1-REP.
   */
  contractor?: string | null;
  channel: Channel;
  /**
   * True while the repair is a draft (kept 48 hours after save and exit).
   */
  isDraft?: boolean;
  /**
   * Answer to the reason's supplementary question, or null when not asked.
   */
  isSupplementary?: boolean | null;
  /**
   * True when the damage was deliberate; null until answered.
   */
  isVandalism?: boolean | null;
  /**
   * True when someone at home is self-isolating; null until answered.
   */
  isCovidSelfIsolated?: boolean | null;
  /**
   * True when the resident can provide access for an emergency; null until answered.
   */
  isEmergency?: boolean | null;
  /**
   * True once the resident has confirmed the summary.
   */
  isSubmitted?: boolean;
  /**
   * True when the repair recalls a completed one (within 6 months).
   */
  isRecall?: boolean;
  /**
   * Answer to the damp and mould question, or null when not asked.
   */
  isDampAndMould?: boolean | null;
  /**
   * True when an estate managing agent handles the repair.
   */
  isEMA?: boolean;
  /**
   * True for a catalyst customer's repair.
   */
  isCatalyst?: boolean;
  /**
   * True when the resident picked an open repair as a possible duplicate.
   */
  isPotentialDuplicate?: boolean;
  /**
   * True when a serious health or well-being concern was reported; null until answered.
   */
  isVulnerable?: boolean | null;
  /**
   * True for a repair to communal parts.
   */
  isCommunal?: boolean;
  /**
   * True when the repair puts life at risk.
   */
  riskToHumanLife?: boolean;
  /**
   * True when the customer will be charged (deliberate damage); null until decided.
   */
  chargeCustomer?: boolean | null;
  /**
   * True when every resident of the block is told about the repair.
   */
  notifyAll?: boolean;
  area?: RepairArea;
  /**
   * Trade, for example Plumbing.
   */
  trade?: string | null;
  /**
   * Location in the home, for example Kitchen.
   */
  repairLocation?: string | null;
  /**
   * Identifier of the location, a whole number from 1 to 2147483647.
   */
  repairLocationId?: number | null;
  /**
   * The chosen repair reason, for example Dripping tap.
   */
  repairReason?: string | null;
  /**
   * What the resident typed about the problem; no angle brackets or semicolons.
   */
  description?: string | null;
  /**
   * Further information for the contractor.
   */
  additionalInformation?: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode?: string;
  /**
   * For a recall, the code of the repair recalled.
   */
  originalWorkOrderSorCode?: string | null;
  /**
   * Cause of the repair, or null until known.
   */
  repairCause?: 'General Wear and Tear' | 'Vandalism or Damage' | null;
  /**
   * Cause code: 1 general wear and tear, 4 vandalism or damage; null until known.
   */
  repairCauseId?: 1 | 4 | null;
  /**
   * Police crime reference for deliberate damage, 3 to 20 characters.
   */
  crimeReferenceNumber?: string | null;
  /**
   * What the resident said about the health or well-being concern (spelled with a capital V on the wire).
   */
  VulnerableResponseText?: string | null;
  /**
   * Priority code from the priority check: EME, NA, DM or DME; null until checked.
   */
  priorityCode?: 'EME' | 'NA' | 'DM' | 'DME' | null;
  reportingMethod?: ReportingMethod;
  /**
   * Reporting method code: 1 Telephone, 2 Email, 3 Social media, 4 Customer Self-Serve.
   */
  reportingMethodId?: 1 | 2 | 3 | 4;
  reportedBy?: ReporterRelationship;
  /**
   * Reporter code: 1 Customer, 2 Friend or Family, 3 MemberOfStaff, 4 SupportWorker, 5 Other.
   */
  reportedById?: 1 | 2 | 3 | 4 | 5;
  /**
   * True when the contractor should contact the reporter.
   */
  reporterToBeContacted?: boolean;
  reporterContactDetails?: ReporterContactDetails;
  /**
   * E-mail addresses of staff to keep informed.
   */
  staffContactEmails?: EmailAddress[];
  /**
   * Media attached to the repair.
   */
  documents?: {
    /**
     * Identifiers of the attached documents, at most 5.
     *
     * @maxItems 5
     *
     * Items: Document identifier.
     */
    documentIdentifiers:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string];
  };
  /**
   * Eligibility outcomes recorded when the repair was raised.
   */
  eligibilityOutcomes?: EligibilityResult[];
  /**
   * The analyst's extra questions of the journey with the resident's answers, as labelled lines: at most 30, each questionId once.
   *
   * @maxItems 30
   */
  additionalInfo?: WorkOrderQuestionLine[];
  /**
   * Damp and mould assessment, or null when none was made.
   */
  assessmentInformation?: AssessmentInformation | null;
}
/**
 * Contact details of the person who reported a repair.
 *
 * This interface was referenced by `SchemaTypeMap`'s JSON-Schema
 * via the `definition` "reporterContactDetails".
 */
export interface ReporterContactDetails {
  name: PersonName;
  /**
   * Phone number to call them on, 11 digits starting with 0.
   */
  contactNumber: string | null;
  /**
   * Organisation they act for (a support worker's agency), or null.
   */
  organisation?: string | null;
}
/**
 * One extra question of the repair journey and the resident's answer, in the words the resident saw (the case questionnaire's answer shape with the question's label): a work order carries these lines as additionalInfo, for the questions an analyst adds to the journey.
 */
export interface WorkOrderQuestionLine {
  /**
   * The answer's key in the journey, a letter or digit then up to 99 letters, digits, dots, underscores or hyphens; one line per key on a work order.
   */
  questionId: string;
  /**
   * The question as the resident read it, 1 to 300 characters.
   */
  questionLabel: string;
  /**
   * The value of each option chosen (1 to 20), for a question answered by choosing; left out for a typed answer.
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: One chosen option's value, 1 to 100 characters.
   */
  responseId?: [string, ...string[]];
  /**
   * The answer as the resident read it: the chosen options' labels joined by a comma and a space, or the text typed; 1 to 1500 characters.
   */
  responseText: string;
}
/**
 * Answer of POST /works-orders (with a Location header and an ETag header).
 */
export interface WorkOrderCreated {
  /**
   * Identifier of the new works order.
   */
  id: string;
  /**
   * Job number; null until the job is created after submission.
   */
  jobNo: string | null;
  area: RepairArea;
  /**
   * Version tag to send as If-Match with the next change.
   */
  eTag: string;
}
/**
 * One repair in the repair history list.
 */
export interface WorkOrderListItem {
  /**
   * Works order identifier.
   */
  id: string;
  /**
   * Job number, or null for a draft.
   */
  jobNo: string | null;
  raisedDate: IsoDateTime;
  area: RepairArea;
  /**
   * Description as typed; lists show the text before the first full stop unless IsRepairFullDescriptionRequired is true.
   */
  description: string | null;
  /**
   * Trade; shown instead of the description for other channels (Unknown shows an error text).
   */
  trade: string | null;
  channel: Channel;
  /**
   * Priority as shown, or null for a draft without one.
   */
  priority: 'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)' | null;
  /**
   * Contractor name, or null when not yet known.
   */
  contractor: string | null;
  status: RepairStatus;
  /**
   * True when raised as catalyst triage (a draft then shows as Under Review).
   */
  isRaisedAsTriage: boolean;
  /**
   * Start of the first appointment, or null.
   */
  appointmentDate: string | null;
  /**
   * When completed, or null.
   */
  completedDate: string | null;
  /**
   * Who raised it.
   */
  raisedBy: string | null;
  /**
   * Location in the home.
   */
  repairLocation: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode: string;
  /**
   * Site identifier of the contractor (spelled so on the wire).
   */
  siteIndentifire: string | null;
}
/**
 * A note added to a repair's job, as stored: the answer of POST /workorders/{a}/{b}/notes and an item of GET /workorders/{a}/{b}/notes.
 */
export interface WorkOrderNote {
  /**
   * Identifier of the note.
   */
  noteIdentifier: string;
  /**
   * The repair the note belongs to.
   */
  workOrderIdentifier: string;
  /**
   * Job number of the repair when the note was added, or null before one was assigned.
   */
  jobNo: string | null;
  /**
   * Note type: 1 CCIM, 2 Chase, 3 Contractor, 4 Other.
   */
  noteTypeId: 1 | 2 | 3 | 4;
  /**
   * Name of the note type.
   */
  noteType: 'CCIM' | 'Chase' | 'Contractor' | 'Other';
  /**
   * The note.
   */
  text: string;
  /**
   * Who added it: the customer for notes from the portal.
   */
  createdBy: string | null;
  createdDateTime: IsoDateTime;
}
/**
 * Query of GET /search/works-orders.
 */
export interface WorkOrderSearchQuery {
  /**
   * Words to find in job number, description, trade or location.
   */
  searchText?: string;
  /**
   * Sort order.
   */
  orderBy?: 'raisedDate desc' | 'raisedDate asc';
  /**
   * Only repairs raised on or after this date (the tenancy start).
   */
  raisedSince?: string;
  /**
   * Statuses to include, comma-separated, for example Unappointed,Appointed,In Progress.
   */
  status?: string;
  /**
   * Only repairs with this schedule of rates code.
   */
  sor?: string;
  /**
   * Only repairs in this location.
   */
  location?: string;
  /**
   * Only repairs with this priority code or label.
   */
  priority?: string;
  /**
   * Only repairs on these assets (repeat the parameter for several).
   *
   * Items: Asset identifier.
   */
  propertiesIds?: string[];
  /**
   * Page size (10, 20 or 100 on screen; 1 for the dashboard card).
   */
  limit?: number;
  /**
   * How many to skip: 0 to 1,000,000,000 (a bound that keeps the database's OFFSET in range).
   */
  skip?: number;
  /**
   * Only repairs whose description contains this.
   */
  description?: string;
  /**
   * True to answer with duplicate-check items (DuplicateCheckResult) instead of list items.
   */
  isDuplicateCheck?: boolean;
}
/**
 * Answer of GET /search/works-orders: one page of repairs and the total.
 */
export interface WorkOrderSearchResult {
  /**
   * The repairs of this page.
   */
  worksOrders: WorkOrderListItem[];
  /**
   * How many repairs match in all.
   */
  totalCount: number;
}
/**
 * Body of PATCH /works-orders/{id}: the answers changed since the last save (save draft, submit, or cancel with statuses.Status). Send the eTag as If-Match. Fields left out keep their value; null clears an answer.
 */
export interface WorkOrderUpdate {
  /**
   * For a recall, the identifier of the repair recalled.
   */
  originalWorkOrderIdentifier?: string | null;
  /**
   * Asset the repair is on: the property, or the divided block, block or estate for a communal repair.
   */
  assetIdentifier?: string;
  /**
   * The customer's premises (their tenancy's property) the repair was raised from.
   */
  premisesId?: string;
  /**
   * Site identifier of the chosen contractor, for example HUB1-REP.
   */
  contractor?: string | null;
  /**
   * True while the repair is a draft (kept 48 hours after save and exit).
   */
  isDraft?: boolean;
  /**
   * Answer to the reason's supplementary question, or null when not asked.
   */
  isSupplementary?: boolean | null;
  /**
   * True when the damage was deliberate; null until answered.
   */
  isVandalism?: boolean | null;
  /**
   * True when someone at home is self-isolating; null until answered.
   */
  isCovidSelfIsolated?: boolean | null;
  /**
   * True when the resident can provide access for an emergency; null until answered.
   */
  isEmergency?: boolean | null;
  /**
   * True once the resident has confirmed the summary.
   */
  isSubmitted?: boolean;
  /**
   * True when the repair recalls a completed one (within 6 months).
   */
  isRecall?: boolean;
  /**
   * Answer to the damp and mould question, or null when not asked.
   */
  isDampAndMould?: boolean | null;
  /**
   * True when an estate managing agent handles the repair.
   */
  isEMA?: boolean;
  /**
   * True for a catalyst customer's repair.
   */
  isCatalyst?: boolean;
  /**
   * True when the resident picked an open repair as a possible duplicate.
   */
  isPotentialDuplicate?: boolean;
  /**
   * True when a serious health or well-being concern was reported; null until answered.
   */
  isVulnerable?: boolean | null;
  /**
   * True for a repair to communal parts.
   */
  isCommunal?: boolean;
  /**
   * True when the repair puts life at risk.
   */
  riskToHumanLife?: boolean;
  /**
   * True when the customer will be charged (deliberate damage); null until decided.
   */
  chargeCustomer?: boolean | null;
  /**
   * True when every resident of the block is told about the repair.
   */
  notifyAll?: boolean;
  area?: RepairArea;
  /**
   * Trade, for example Plumbing.
   */
  trade?: string | null;
  /**
   * Location in the home, for example Kitchen.
   */
  repairLocation?: string | null;
  /**
   * Identifier of the location, a whole number from 1 to 2147483647.
   */
  repairLocationId?: number | null;
  /**
   * The chosen repair reason, for example Dripping tap.
   */
  repairReason?: string | null;
  /**
   * What the resident typed about the problem; no angle brackets or semicolons.
   */
  description?: string | null;
  /**
   * Further information for the contractor.
   */
  additionalInformation?: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode?: string;
  /**
   * For a recall, the code of the repair recalled.
   */
  originalWorkOrderSorCode?: string | null;
  /**
   * Cause of the repair, or null until known.
   */
  repairCause?: 'General Wear and Tear' | 'Vandalism or Damage' | null;
  /**
   * Cause code: 1 general wear and tear, 4 vandalism or damage; null until known.
   */
  repairCauseId?: 1 | 4 | null;
  /**
   * Police crime reference for deliberate damage, 3 to 20 characters.
   */
  crimeReferenceNumber?: string | null;
  /**
   * What the resident said about the health or well-being concern (spelled with a capital V on the wire).
   */
  VulnerableResponseText?: string | null;
  /**
   * Priority code from the priority check: EME, NA, DM or DME; null until checked.
   */
  priorityCode?: 'EME' | 'NA' | 'DM' | 'DME' | null;
  reportingMethod?: ReportingMethod;
  /**
   * Reporting method code: 1 Telephone, 2 Email, 3 Social media, 4 Customer Self-Serve.
   */
  reportingMethodId?: 1 | 2 | 3 | 4;
  reportedBy?: ReporterRelationship;
  /**
   * Reporter code: 1 Customer, 2 Friend or Family, 3 MemberOfStaff, 4 SupportWorker, 5 Other.
   */
  reportedById?: 1 | 2 | 3 | 4 | 5;
  /**
   * True when the contractor should contact the reporter.
   */
  reporterToBeContacted?: boolean;
  reporterContactDetails?: ReporterContactDetails;
  /**
   * E-mail addresses of staff to keep informed.
   */
  staffContactEmails?: EmailAddress[];
  /**
   * Media attached to the repair.
   */
  documents?: {
    /**
     * Identifiers of the attached documents, at most 5.
     *
     * @maxItems 5
     *
     * Items: Document identifier.
     */
    documentIdentifiers:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string];
  };
  /**
   * Eligibility outcomes recorded when the repair was raised.
   */
  eligibilityOutcomes?: EligibilityResult[];
  /**
   * The analyst's extra questions of the journey with the resident's answers, as labelled lines: at most 30, each questionId once. Sent, the list replaces the lines stored (an empty list removes them); left out, the stored lines stay.
   *
   * @maxItems 30
   */
  additionalInfo?: WorkOrderQuestionLine[];
  /**
   * Damp and mould assessment, or null when none was made.
   */
  assessmentInformation?: AssessmentInformation | null;
  /**
   * Set to cancel the repair (same as the cancel payload).
   */
  statuses?: {
    /**
     * Always Cancelled.
     */
    Status: 'Cancelled';
  };
  /**
   * Asset kind, sent with a cancellation.
   */
  asset?: {
    /**
     * Its kind.
     */
    type: {
      assetTypeId: PremisesTypeId;
    };
  };
}
/**
 * A repair (works order) in full, from GET /works-orders/{id}. The eTag is also sent as the ETag header.
 */
export interface WorkOrder {
  /**
   * Works order identifier.
   */
  id: string;
  /**
   * For a recall, the identifier of the repair recalled.
   */
  originalWorkOrderIdentifier?: string | null;
  /**
   * Job number the contractor works to; null until the job is created after submission.
   */
  jobNo: string | null;
  /**
   * Case the repair belongs to, when there is one.
   */
  caseIdentifier?: string | null;
  /**
   * Customer the repair is for.
   */
  customerIdentifier: string;
  /**
   * Asset the repair is on: the property, or the divided block, block or estate for a communal repair.
   */
  assetIdentifier: string;
  /**
   * The customer's premises (their tenancy's property) the repair was raised from.
   */
  premisesId: string;
  /**
   * Unique Property Reference Number of the premises.
   */
  premisesUniqueReference?: string | null;
  /**
   * Site identifier of the chosen contractor, for example HUB1-REP.
   */
  contractor: string | null;
  /**
   * Name of the contractor, or null when not yet known.
   */
  contractorName: string | null;
  /**
   * Phone number of the contractor.
   */
  contractorPhoneNumber?: string | null;
  /**
   * Version tag; send it as If-Match when changing or deleting the repair.
   */
  eTag: string;
  channel: Channel;
  /**
   * Site identifier of the contractor (spelled so on the wire).
   */
  siteIndentifire: string | null;
  /**
   * True while the repair is a draft (kept 48 hours after save and exit).
   */
  isDraft: boolean;
  /**
   * Answer to the reason's supplementary question, or null when not asked.
   */
  isSupplementary: boolean | null;
  /**
   * True when the damage was deliberate; null until answered.
   */
  isVandalism: boolean | null;
  /**
   * True when someone at home is self-isolating; null until answered.
   */
  isCovidSelfIsolated: boolean | null;
  /**
   * True when the resident can provide access for an emergency; null until answered.
   */
  isEmergency: boolean | null;
  /**
   * True once the resident has confirmed the summary.
   */
  isSubmitted: boolean;
  /**
   * True when raised out of working hours.
   */
  isOutOfHours: boolean;
  /**
   * True when the repair recalls a completed one (within 6 months).
   */
  isRecall: boolean;
  /**
   * Answer to the damp and mould question, or null when not asked.
   */
  isDampAndMould: boolean | null;
  /**
   * True when an estate managing agent handles the repair.
   */
  isEMA: boolean;
  /**
   * True for a catalyst customer's repair.
   */
  isCatalyst: boolean;
  /**
   * True when the asset was in its defects period when raised.
   */
  isInDefect: boolean;
  /**
   * True when the resident picked an open repair as a possible duplicate.
   */
  isPotentialDuplicate: boolean;
  /**
   * True when a serious health or well-being concern was reported; null until answered.
   */
  isVulnerable: boolean | null;
  /**
   * True for a repair to communal parts.
   */
  isCommunal: boolean;
  /**
   * True when the repair puts life at risk.
   */
  riskToHumanLife: boolean;
  /**
   * True when the customer will be charged (deliberate damage); null until decided.
   */
  chargeCustomer: boolean | null;
  /**
   * True when every resident of the block is told about the repair.
   */
  notifyAll: boolean;
  premisesAddress: PostalAddress;
  premisesType: PremisesTypeName;
  premisesTypeId: PremisesTypeId;
  area: RepairArea;
  /**
   * Trade, for example Plumbing.
   */
  trade: string | null;
  /**
   * Location in the home, for example Kitchen.
   */
  repairLocation: string | null;
  /**
   * Identifier of the location.
   */
  repairLocationId: number | null;
  /**
   * The chosen repair reason, for example Dripping tap.
   */
  repairReason: string | null;
  /**
   * What the resident typed about the problem; no angle brackets or semicolons.
   */
  description: string | null;
  /**
   * Further information for the contractor.
   */
  additionalInformation?: string | null;
  /**
   * Schedule of rates code; NA when none.
   */
  sorCode: string;
  /**
   * For a recall, the code of the repair recalled.
   */
  originalWorkOrderSorCode?: string | null;
  /**
   * Cause of the repair, or null until known.
   */
  repairCause: 'General Wear and Tear' | 'Vandalism or Damage' | null;
  /**
   * Cause code: 1 general wear and tear, 4 vandalism or damage; null until known.
   */
  repairCauseId: 1 | 4 | null;
  /**
   * Police crime reference for deliberate damage, 3 to 20 characters.
   */
  crimeReferenceNumber?: string | null;
  /**
   * What the resident said about the health or well-being concern (spelled with a capital V on the wire).
   */
  VulnerableResponseText?: string | null;
  /**
   * Priority as shown (derived from the emergency, out-of-hours and recall flags), or null for a draft without one yet.
   */
  priority: 'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)' | null;
  /**
   * Priority code from the priority check: EME, NA, DM or DME; null until checked.
   */
  priorityCode: 'EME' | 'NA' | 'DM' | 'DME' | null;
  status: RepairStatus;
  raisedDate: IsoDateTime;
  /**
   * When it was completed, or null.
   */
  completedDate: string | null;
  /**
   * Start of the first appointment, or null.
   */
  appointmentDate: string | null;
  /**
   * Start of the current appointment, or null.
   */
  appointmentStartDate: string | null;
  /**
   * End of the current appointment, or null.
   */
  appointmentEndDate: string | null;
  /**
   * When the latest appointment was made, or null.
   */
  lastAppointmentCreatedDate: string | null;
  reportingMethod: ReportingMethod;
  /**
   * Reporting method code: 1 Telephone, 2 Email, 3 Social media, 4 Customer Self-Serve.
   */
  reportingMethodId: 1 | 2 | 3 | 4;
  reportedBy: ReporterRelationship;
  /**
   * Reporter code: 1 Customer, 2 Friend or Family, 3 MemberOfStaff, 4 SupportWorker, 5 Other.
   */
  reportedById: 1 | 2 | 3 | 4 | 5;
  /**
   * True when the contractor should contact the reporter.
   */
  reporterToBeContacted: boolean;
  reporterContactDetails?: ReporterContactDetails;
  customerName: PersonName;
  /**
   * E-mail addresses of staff to keep informed.
   */
  staffContactEmails?: EmailAddress[];
  /**
   * Who raised the repair (a name or a staff identifier).
   */
  raisedBy: string | null;
  /**
   * Media attached to the repair.
   */
  documents: {
    /**
     * Identifiers of the attached documents, at most 5.
     *
     * @maxItems 5
     *
     * Items: Document identifier.
     */
    documentIdentifiers:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string];
  };
  /**
   * Eligibility outcomes recorded when the repair was raised.
   */
  eligibilityOutcomes?: EligibilityResult[];
  /**
   * The analyst's extra questions of the journey with the resident's answers, as labelled lines (at most 30, each questionId once); an empty list when there are none.
   *
   * @maxItems 30
   */
  additionalInfo: WorkOrderQuestionLine[];
  /**
   * Damp and mould assessment, or null when none was made.
   */
  assessmentInformation: AssessmentInformation | null;
  progress: DraftProgress;
}
/**
 * Draft progress over five steps.
 */
export interface DraftProgress {
  /**
   * Step the resident is on, 1 to 5.
   */
  current: number;
  /**
   * Steps completed, 1 to 5.
   */
  completed: number;
}

/**
 * A readable kebab-case identifier, for example repair-location.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "id".
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "stepId".
 */
export type Id = string;
/**
 * Key of a message in the locale files, for example SSR054 or case.review.heading.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "messageKey".
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "headingKey".
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "continueKey".
 */
export type MessageKey = string;
/**
 * A declarative condition over answers, facts and feature toggles: all, any, not, a reference to a named condition, or one comparison.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition = AllCondition | AnyCondition | NotCondition | RefCondition | Comparison;
/**
 * Compares one subject (an answer, a fact or a toggle) with exactly one operator. For a list answer (checkboxes), equals, in and matches hold when any chosen item does.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "comparison".
 */
export type Comparison = (
  | { answer: string; fact?: never; toggle?: never }
  | { fact: string; answer?: never; toggle?: never }
  | { toggle: string; answer?: never; fact?: never }
) & {
  equals?: Scalar;
  in?: Scalar[] | { toggle: string } | { fact: string };
  exists?: boolean;
  matches?: string;
};
/**
 * A value read at run time: an answer, a fact or a toggle.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "valueSource".
 */
export type ValueSource = { answer: string } | { fact: string } | { toggle: string };
/**
 * A plain value: text, number, true or false, or null.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "scalar".
 */
export type Scalar = string | number | boolean | null;
/**
 * Portal route of the step, for example /repairemergency. In a data-driven run {page} stands for the page number.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "route".
 */
export type Route = string;
/**
 * Ordered rules; the first whose condition holds is taken. {"use": "name"} stands for the rules of a named rule list (ruleLists), in its place.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "rules".
 */
export type Rules = (Rule | UseRules)[];
/**
 * A payload line, or a group of lines sent under one condition ({ when, fields }).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "fieldListItem".
 */
export type FieldListItem = PayloadLine | PayloadGroup;
/**
 * An answer key, or for a data-driven run its key followed by a dot and a question id, for example case-questions.q2.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "answerPath".
 */
export type AnswerPath = string;
/**
 * A fact name, optionally followed by dotted property names, for example eligibility.isInDefects.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "factPath".
 */
export type FactPath = string;
/**
 * The name of a feature toggle (configuration value), for example IsMediaEnabledSS. Toggle values are strings.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "toggleName".
 */
export type ToggleName = string;
/**
 * A payload line, a group of lines sent under one condition ({ when, fields }), or the lines of a named field list ({ use }).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "payloadItem".
 */
export type PayloadItem = PayloadLine | PayloadGroup | UseFields;
/**
 * One step of the journey; kind says which sort.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "step".
 */
export type Step = QuestionStep | SummaryStep | ConfirmationStep | GeneratedStep;
/**
 * Plain-language note for analysts. Never shown to residents.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "stepDescription".
 */
export type StepDescription = string;
/**
 * Message keys of paragraphs shown under the heading, in order: what happens next on a confirmation, a short explanation on a question page. Words live in the locale files.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "paragraphKeys".
 */
export type ParagraphKeys = MessageKey[];
/**
 * The widget that asks the answer.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "widget".
 */
export type Widget =
  | 'radios'
  | 'yes-no'
  | 'select'
  | 'autocomplete'
  | 'text'
  | 'textarea'
  | 'checkboxes'
  | 'contact-number'
  | 'date'
  | 'file-list';
/**
 * A code (the message key too, and mode block), or [code, mode] or [code, mode, message key].
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "blockRow".
 */
export type BlockRow = string | [string, 'block' | 'warn' | 'info'] | [string, 'block' | 'warn' | 'info', MessageKey];
/**
 * Answer keys that a change of this step's answers also clears, beyond those the engine derives from the conditions.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "clears".
 */
export type Clears = Id[];
/**
 * Pause in milliseconds after Continue before the next step shows (the spec's 1-second moves).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "delayMs".
 */
export type DelayMs = number;
/**
 * false to leave this step's answers off the summary.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "showInSummary".
 */
export type ShowInSummary = boolean;

/**
 * A resident journey as data: its steps, the rules that move between them, the validation of each step's answers and the gateway operations it runs. Words are message keys resolved in the locale files; conditions are declarative JSON, never code.
 */
export interface JourneyDefinition {
  /**
   * Path or address of this schema, so that an analyst's editor completes and checks the file.
   */
  $schema?: string;
  id: Id;
  /**
   * Whole-number version of the definition. Raise it when a change could make a saved draft wrong, and add a migration from the previous version.
   */
  version: number;
  titleKey: MessageKey;
  /**
   * Plain-language note for analysts about what the journey does. Never shown to residents.
   */
  description?: string;
  start: Id;
  /**
   * Ordered sections for the progress line "Step x of y": x is the section of the current step, y the number of sections.
   */
  sections?: Section[];
  /**
   * Named conditions, referenced from rules with {"ref": "name"}. Names are kebab-case and say what holds, for example is-damp-case.
   */
  conditions?: {
    [k: string]: NamedCondition;
  };
  /**
   * Named lists of rules, each written once with a sentence saying where it leads, and used by name in any next, back or include exit list with {"use": "name"} (the rules are put in its place when the journey loads). Use one where the same route is repeated, for example what follows the description of a repair whichever way the damp and mould questions went.
   */
  ruleLists?: {
    [k: string]: RuleList;
  };
  /**
   * Places outside the journey that a rule may move to, such as the home page. Their ids share the namespace of step ids.
   */
  exits?: {
    [k: string]: Exit;
  };
  /**
   * Facts the portal supplies when it starts the journey (not stored by an operation of the journey), each with what it holds. Conditions and options may read only these facts and those an operation stores.
   */
  givenFacts?: {
    [k: string]: string;
  };
  exitModal?: ExitModal;
  /**
   * Where the resident goes, and the message shown there, when the facts the journey is given (givenFacts) cannot be loaded at its start, for example /genericerror with cases_servicedown. Without it such a failure shows the journeys' error page.
   */
  startFailure?: {
    route: Route;
    messageKey: MessageKey;
  };
  /**
   * Other journey files whose steps this journey takes in, such as the damp and mould assessment in the repair report. The included steps keep their ids (rules here may lead to them) and each exit of the included journey is mapped to rules of this one.
   */
  includes?: Include[];
  /**
   * How to bring a draft saved under an older version up to date, one version at a time.
   */
  migrations?: Migration[];
  /**
   * Named value tables that payload lines use ("map"): an answer's value to what the gateway expects, for example the relation chosen on the contact page to its reporter id. Each has a sentence saying what it turns into what.
   */
  mappings?: {
    [k: string]: Mapping;
  };
  /**
   * Named lists of payload lines written once and used by name in several payloads with {"use": "name"}, for example the work order's answers, which the draft's saves and the submission both send.
   */
  fieldLists?: {
    [k: string]: FieldList;
  };
  /**
   * What the journey's operations send to the gateway, by operation name, then by the operation's payload (its slot: create, update, score, case...). The operation catalogue (engine/operations/operation-catalogue.ts, `sends`) names each operation's slots, the JSON Schema each must satisfy and the fields the operation adds itself. `npm run journeys -- check` validates every line against that schema and reports an answer no payload sends (asked-never-sent) and a line reading what no route provides (sent-never-asked).
   */
  payloads?: {
    /**
     * The payloads of one operation, by slot.
     */
    [k: string]: {
      [k: string]: Payload;
    };
  };
  /**
   * The steps, in the order an analyst reads them. The route between them comes from each step's next rules.
   */
  steps: Step[];
}
/**
 * A section of the journey for the progress line.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "section".
 */
export interface Section {
  id: Id;
  titleKey: MessageKey;
  /**
   * Ids of the steps in this section.
   */
  steps: Id[];
}
/**
 * A condition with a name and a plain-language description of when it holds.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "namedCondition".
 */
export interface NamedCondition {
  /**
   * When the condition holds, in plain language, for example: the resident chose the damp and mould request type.
   */
  description: string;
  when: Condition;
}
/**
 * Holds when every listed condition holds.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "allCondition".
 */
export interface AllCondition {
  /**
   * The conditions that must all hold.
   */
  all: Condition[];
}
/**
 * Holds when at least one listed condition holds.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "anyCondition".
 */
export interface AnyCondition {
  /**
   * The conditions of which one must hold.
   */
  any: Condition[];
}
/**
 * Holds when the given condition does not.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "notCondition".
 */
export interface NotCondition {
  not: Condition;
}
/**
 * Holds when the named condition holds.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "refCondition".
 */
export interface RefCondition {
  ref: Id;
}
/**
 * A list of rules written once and used by name.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "ruleList".
 */
export interface RuleList {
  /**
   * Where the rules lead, in plain language, for example: after the description, photos when they are on, then deliberate damage, health or contact details.
   */
  description: string;
  /**
   * The rules, in order; a list may not use another list.
   */
  rules: Rule[];
}
/**
 * A move to a step or an exit, taken when its condition holds (or always, without one). Rules are tried in order; the first that holds wins.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "rule".
 */
export interface Rule {
  to: Id;
  when?: Condition;
}
/**
 * A place outside the journey, reached by a rule whose to names it.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "exit".
 */
export interface Exit {
  /**
   * Portal route of the place, for example /customer360View. {fact.path} stands for a fact's value, for example /appointmentscheduler?workOrderId={work-order.id}.
   */
  route: string;
  /**
   * Plain-language note for analysts.
   */
  description?: string;
  /**
   * Message key of a banner the place shows on arrival, for example the confirmation of a repair; {fact.path} stands for a fact's value (repair.reported.{submission.confirmation}).
   */
  noticeKey?: string;
  /**
   * Values the banner's message fills in, by name: an answer, a fact or a toggle.
   */
  noticeValues?: {
    [k: string]: ValueSource;
  };
  /**
   * Operations run as Continue leaves the journey here, before the place opens, with the answers and facts as they were (for example deleting the report's own draft when the resident carries on with another one). Not run by Back, Save and exit or Leave.
   */
  effects?: Effect[];
}
/**
 * A named gateway operation that the engine asks its caller to run; its result is recorded as a fact.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "effect".
 */
export interface Effect {
  operation: Id;
  /**
   * Parameters passed to the operation: plain values, or {answer}, {fact} or {toggle} to read one at run time.
   */
  params?: {
    [k: string]: ValueSource | Scalar | Scalar[];
  };
  /**
   * Name of the fact the result is recorded as, for example eligibility.
   */
  storeAs?: string;
  when?: Condition;
}
/**
 * Wording of the confirmation modal opened by Exit: save and exit (when saveAndExitKey is given), leave (discard), or return to the journey.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "exitModal".
 */
export interface ExitModal {
  headingKey: MessageKey;
  saveAndExitKey?: MessageKey;
  leaveKey: MessageKey;
  returnKey: MessageKey;
  backHeadingKey?: MessageKey;
  exitTo: Id;
  savedNoticeKey?: MessageKey;
  /**
   * Operations run by Save and exit, for example save-draft.
   */
  saveEffects?: Effect[];
  /**
   * Operations run by Leave, for example delete-draft.
   */
  leaveEffects?: Effect[];
}
/**
 * One journey taken in: its file name in journeys/ without .json, and where each of its exits leads in this journey.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "include".
 */
export interface Include {
  /**
   * The journey file's name in journeys/, for example damp-and-mould.
   */
  journey: string;
  /**
   * Plain-language note for analysts: why the journey is taken in here.
   */
  description?: string;
  /**
   * Each exit of the included journey that its steps lead to, with the rules it becomes here (the included rule's condition and each rule's condition must both hold).
   */
  exits: {
    [k: string]: Rules;
  };
}
/**
 * The rules of a named rule list (ruleLists), tried here in their order.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "useRules".
 */
export interface UseRules {
  use: Id;
}
/**
 * Brings a draft from one version to the next. Applied in order: rename, then mapValues, then remove.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "migration".
 */
export interface Migration {
  /**
   * Version the draft was saved under.
   */
  from: number;
  /**
   * Version it becomes; must be from + 1.
   */
  to: number;
  /**
   * Plain-language note for analysts of what changed.
   */
  description?: string;
  /**
   * Answer keys that changed name: old key to new key.
   */
  rename?: {
    [k: string]: Id;
  };
  /**
   * Option values that changed, per answer key (new name): old value to new value.
   */
  mapValues?: {
    /**
     * Old value to new value.
     */
    [k: string]: {
      [k: string]: Scalar;
    };
  };
  /**
   * Answer keys that no longer exist.
   */
  remove?: Id[];
}
/**
 * A value table: each value of the answer (as text) and what is sent for it.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "mapping".
 */
export interface Mapping {
  /**
   * What the table turns into what, in a sentence.
   */
  description: string;
  /**
   * The value sent for each answer value, for example {"Customer": 1, "Friend or Family": 2}.
   */
  values: Record<string, unknown>;
  /**
   * Sent for a value the table does not name; without it such a value sends nothing.
   */
  otherwise?: unknown;
}
/**
 * Payload lines written once and used by name.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "fieldList".
 */
export interface FieldList {
  /**
   * What the lines send, in a sentence.
   */
  description: string;
  /**
   * The lines and groups, in order; a list may not use another list.
   */
  fields: FieldListItem[];
}
/**
 * One field of a payload and where its value comes from: exactly one of answer, fact, toggle, value, derive, payload or question. Without a value (an answer not given, a fact not loaded) the field is not sent, unless ifAbsent says what to send.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "payloadLine".
 */
export interface PayloadLine {
  /**
   * Where the value goes, as a JSON pointer into the payload: /description, /reporterContactDetails/contactNumber; a last part - appends to a list (/additionalInfo/-).
   */
  field: string;
  answer?: AnswerPath;
  fact?: FactPath;
  toggle?: ToggleName;
  /**
   * Send this value as it is (true, a number, a text, null).
   */
  value?: unknown;
  derive?: Id;
  /**
   * Send a value an earlier line of this payload gave, by its pointer (the reporter id from the relation already sent).
   */
  payload?: string;
  question?: AnswerPath;
  /**
   * A property of the value to send (dotted), for example sorCode of the chosen reason.
   */
  pick?: string;
  /**
   * text: trimmed text, and blank text counts as no value; list: one value sent as a list of one; unique-list: a list with repeats removed.
   */
  as?: 'text' | 'list' | 'unique-list';
  /**
   * Send only the first this many items of a list.
   */
  take?: number;
  map?: Id;
  when?: Condition;
  /**
   * Sent when `when` does not hold; without it the field is then not sent.
   */
  otherwise?: unknown;
  /**
   * Sent when the source has no value; without it the field is then not sent.
   */
  ifAbsent?: unknown;
}
/**
 * Lines sent only while a condition holds, for example the reporter's details once the contact page is answered.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "payloadGroup".
 */
export interface PayloadGroup {
  /**
   * What the lines send, in a sentence.
   */
  description?: string;
  when: Condition;
  /**
   * The lines.
   */
  fields: PayloadLine[];
}
/**
 * One payload of an operation: the lines that build it, in order (a later line that gives a value replaces an earlier one's).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "payload".
 */
export interface Payload {
  /**
   * What the payload is, in a sentence.
   */
  description?: string;
  /**
   * The lines, in order.
   */
  fields: PayloadItem[];
}
/**
 * The lines of a named field list (fieldLists), built here in their order.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "useFields".
 */
export interface UseFields {
  use: Id;
}
/**
 * A page of questions.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "questionStep".
 */
export interface QuestionStep {
  id: Id;
  /**
   * question: a page of fields.
   */
  kind: 'question';
  description?: StepDescription;
  route: Route;
  headingKey: MessageKey;
  paragraphKeys?: ParagraphKeys;
  /**
   * The questions on the page, in order.
   */
  fields: Field[];
  /**
   * JSON Schema (draft-07) fragment over this step's answers, an object keyed by answer key. Map errors to message keys with errorMessage (ajv-errors).
   */
  validation?: Record<string, unknown>;
  /**
   * Messages that stop or warn on Continue.
   */
  blocks?: Block[];
  /**
   * Messages by the value of a fact, as compact tables of code then mode (see blockTable); they are added after blocks.
   */
  blockTables?: BlockTable[];
  next: Rules;
  back?: Rules;
  skipWhen?: Condition;
  clears?: Clears;
  effects?: Effects;
  delayMs?: DelayMs;
  continueKey?: MessageKey;
  slowNotice?: SlowNotice;
  showInSummary?: ShowInSummary;
}
/**
 * One question on a step: the widget, the answer key it records, and its wording keys.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  answer: Id;
  widget: Widget;
  labelKey: MessageKey;
  hintKey?: MessageKey;
  placeholderKey?: MessageKey;
  summaryLabelKey?: MessageKey;
  /**
   * Character budget shown by a counter (textarea) or cut at (text).
   */
  maxLength?: number;
  limitKey?: MessageKey;
  /**
   * Fixed options of a choice widget.
   */
  options?: Option[];
  optionsFrom?: OptionsSource;
  invalidOptionKey?: MessageKey;
  /**
   * Typed text must match an offered option: while it matches none, the field says so at once (its invalidOptionKey) and Continue stays disabled (REP-VAL-02, the repair reason). Without it the mismatch is told only when Continue is pressed.
   */
  matchRequired?: boolean;
  shownWhen?: Condition;
  /**
   * Characters removed from the typed text as it is recorded (the spec's stripped characters), with a message telling the resident.
   */
  remove?: {
    /**
     * Every character listed is removed, for example &*%!<>.
     */
    characters: string;
    /**
     * Leave web addresses (http://, https://, www.) as typed: the characters are only removed outside them.
     */
    exceptInUrls?: boolean;
    messageKey: MessageKey;
  };
  /**
   * true: line breaks typed in the answer become spaces when the resident leaves the field (a textarea).
   */
  joinLines?: boolean;
  /**
   * true: the answer is checked against the step's validation as the resident types, and its message shows at once (not only on Continue); an empty answer is not reported until Continue.
   */
  checkWhileTyping?: boolean;
  /**
   * false for an answer that no payload sends on purpose (it only chooses the route or the options of a later question); notSentBecause then says why. `npm run journeys -- check` reports any other answer no payload sends (asked-never-sent).
   */
  sent?: false;
  /**
   * Why the answer is not sent, in a sentence (with sent: false).
   */
  notSentBecause?: string;
}
/**
 * One fixed option of a choice field.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "option".
 */
export interface Option {
  /**
   * Value recorded as the answer.
   */
  value: string;
  labelKey: MessageKey;
  hintKey?: MessageKey;
  shownWhen?: Condition;
}
/**
 * Options built at run time from a list held in a fact (reference data or an operation's result).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "optionsSource".
 */
export interface OptionsSource {
  fact: FactPath;
  /**
   * Property of each item used as the option value.
   */
  value: string;
  /**
   * Property of each item used as the option's text (reference data carries its own wording).
   */
  label: string;
  /**
   * label: sort options alphabetically by label; source: keep the list's order.
   */
  sort?: 'label' | 'source';
  /**
   * Fixed options added after the list, for example None of the above.
   */
  extra?: Option[];
  /**
   * Only items whose properties equal these values are offered, for example {"displayOnMyPeabody": true}; a value {"answer": ...} compares with an answer given earlier (the reasons of the chosen location).
   */
  where?: {
    [k: string]:
      | Scalar
      | {
          answer: AnswerPath;
        };
  };
  /**
   * Property of each item holding a list of words that also find it: an autocomplete ranks its suggestions by them, for example keywords of a case type.
   */
  keywords?: string;
}
/**
 * A message shown while its condition holds: it stops Continue (block), stops the first Continue only (warn), or only informs (info). Checked after validation and the step's onContinue operations.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "block".
 */
export interface Block {
  when: Condition;
  messageKey: MessageKey;
  /**
   * block: Continue stays disabled. warn: the first Continue shows the message, a second Continue proceeds. info: the message shows as a warning and Continue is never stopped (an eligible outcome that still warns).
   */
  mode?: 'block' | 'warn' | 'info';
}
/**
 * Messages for the values of one fact, one row each, written as code then mode: a row "E1" shows message E1 and stops Continue while the fact equals E1 (or, for a list, holds E1); ["E23", "info"] only informs; ["E32", "warn", "SSR047"] shows another message key. Each row becomes a block when the journey loads, after the step's own blocks.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "blockTable".
 */
export interface BlockTable {
  fact: FactPath;
  /**
   * One row per value, in order.
   */
  rows: BlockRow[];
  /**
   * Every other value of the fact (each item of a list) that no row names, in this mode, with the value itself as its message key: the supplementary codes of an eligibility outcome, whichever the gateway sends. The operation that stores the fact keeps only values that have words, so no message without words shows or stops Continue.
   */
  others?: 'block' | 'warn' | 'info';
}
/**
 * Operations to run when the step is entered or when Continue is pressed with valid answers (before the next step is chosen, so rules can read the facts).
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "effects".
 */
export interface Effects {
  /**
   * Run when the step is entered, for example load reasons.
   */
  onEnter?: Effect[];
  /**
   * Run on Continue after the answers pass validation, for example check eligibility or save draft.
   */
  onContinue?: Effect[];
}
/**
 * A message shown (and announced) while Continue's operations are still running after a while, for example Case_CC022 after 1000 ms of waiting for the request to be sent.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "slowNotice".
 */
export interface SlowNotice {
  messageKey: MessageKey;
  /**
   * How long Continue waits, in milliseconds, before the notice shows.
   */
  afterMs: number;
}
/**
 * Check your answers: one row per answered question on the route, each with a change link.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "summaryStep".
 */
export interface SummaryStep {
  id: Id;
  /**
   * summary: check your answers.
   */
  kind: 'summary';
  description?: StepDescription;
  route: Route;
  headingKey: MessageKey;
  paragraphKeys?: ParagraphKeys;
  changeKey?: MessageKey;
  /**
   * Messages that stop or warn on Continue.
   */
  blocks?: Block[];
  /**
   * Messages by the value of a fact, as compact tables of code then mode (see blockTable); they are added after blocks.
   */
  blockTables?: BlockTable[];
  next: Rules;
  back?: Rules;
  effects?: Effects;
  delayMs?: DelayMs;
  continueKey?: MessageKey;
  slowNotice?: SlowNotice;
}
/**
 * The end of the journey, shown after submission; it has no way on.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "confirmationStep".
 */
export interface ConfirmationStep {
  id: Id;
  /**
   * confirmation: the end.
   */
  kind: 'confirmation';
  description?: StepDescription;
  route: Route;
  headingKey: MessageKey;
  paragraphKeys?: ParagraphKeys;
  effects?: Effects;
  finishTo?: Id;
}
/**
 * A data-driven run of pages built at run time from a list of questions in a fact (reference data), such as the damp and mould assessment or a case type's questionnaire. Answers are recorded under the step's answer key, one per question id.
 *
 * This interface was referenced by `JourneyDefinition`'s JSON-Schema
 * via the `definition` "generatedStep".
 */
export interface GeneratedStep {
  id: Id;
  /**
   * generated: a run of pages built from data.
   */
  kind: 'generated';
  description?: StepDescription;
  route: Route;
  /**
   * Route per question type when pages hold one question, for example Radio: /caseQuestionnaireRadio.
   */
  routeByType?: {
    [k: string]: Route;
  };
  headingKey: MessageKey;
  paragraphKeys?: ParagraphKeys;
  answer: Id;
  answersLabelKey?: MessageKey;
  summaryQuestionKey?: MessageKey;
  /**
   * Where the questions come from: a fact holding a list of questions with questionId, label, type, options (id, value, skipQuestions, endsQuestionnaire, dependsOnAttributes), and optionally pageGroupId, isEnabled, blocking and alertMessageCode.
   */
  source: {
    fact: FactPath;
  };
  /**
   * by-page-group: one page per pageGroupId, in ascending order. one-per-question: one page per enabled question.
   */
  pages: 'by-page-group' | 'one-per-question';
  /**
   * The widget for each question type of the source, for example List: select.
   */
  widgets: {
    [k: string]: Widget;
  };
  /**
   * true: an option's skipQuestions moves that many questions forward (2 skips one). Changing an answer then clears the answers after it in the run.
   */
  skips?: boolean;
  /**
   * true: an option with endsQuestionnaire ends the run at once.
   */
  jumpToEnd?: boolean;
  editFlag?: Id;
  /**
   * What a question's blocking answers do: warn (the first Continue shows its message, a second proceeds) or block.
   */
  blockingAnswers?: 'warn' | 'block';
  /**
   * true: a blocking answer's message shows as soon as it is chosen; with blockingAnswers warn the first Continue then turns it into a warning and a second proceeds. false: it shows only when Continue is pressed.
   */
  showBlockingWhenChosen?: boolean;
  /**
   * Questions whose item in the source has this flag true (for example isCovidQuestion) show the message and keep Continue disabled while nothing is chosen.
   */
  blockUnanswered?: {
    /**
     * Name of the boolean property of a question item, for example isCovidQuestion.
     */
    flag: string;
    messageKey: MessageKey;
  };
  /**
   * A fact holding attributes (key to value) that options' dependsOnAttributes must match to be offered.
   */
  optionAttributes?: {
    fact: FactPath;
  };
  requiredMessageKey: MessageKey;
  /**
   * JSON Schema fragment for one Text answer, with errorMessage for its message keys.
   */
  textValidation?: Record<string, unknown>;
  /**
   * true: line breaks typed in a Text answer become spaces when the resident leaves the field.
   */
  joinLines?: boolean;
  next: Rules;
  back?: Rules;
  clears?: Clears;
  effects?: Effects;
  delayMs?: DelayMs;
  continueKey?: MessageKey;
  slowNotice?: SlowNotice;
  showInSummary?: ShowInSummary;
  /**
   * false for an answer that no payload sends on purpose (it only chooses the route or the options of a later question); notSentBecause then says why. `npm run journeys -- check` reports any other answer no payload sends (asked-never-sent).
   */
  sent?: false;
  /**
   * Why the answer is not sent, in a sentence (with sent: false).
   */
  notSentBecause?: string;
}
