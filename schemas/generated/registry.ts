/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Produced by scripts/generate-types.ts from schemas/*.schema.json.
 * Change the schemas, then run `npm run schemas:types`.
 */

import { withAbsoluteRefs } from '../absolute-refs';
import accountSummary from '../account-summary.schema.json';
import account from '../account.schema.json';
import actionEligibilityResult from '../action-eligibility-result.schema.json';
import appointmentResult from '../appointment-result.schema.json';
import assessmentInformation from '../assessment-information.schema.json';
import assessmentScoreRequest from '../assessment-score-request.schema.json';
import assessmentScoreResult from '../assessment-score-result.schema.json';
import assetAssociates from '../asset-associates.schema.json';
import assetDocumentQuery from '../asset-document-query.schema.json';
import assetDocument from '../asset-document.schema.json';
import assetEligibilityRequest from '../asset-eligibility-request.schema.json';
import asset from '../asset.schema.json';
import availabilityQuery from '../availability-query.schema.json';
import availability from '../availability.schema.json';
import booking from '../booking.schema.json';
import cancelEligibilityRequest from '../cancel-eligibility-request.schema.json';
import caseActivityUpdate from '../case-activity-update.schema.json';
import caseActivity from '../case-activity.schema.json';
import caseCreateResult from '../case-create-result.schema.json';
import caseCreate from '../case-create.schema.json';
import caseDetail from '../case-detail.schema.json';
import caseListItem from '../case-list-item.schema.json';
import caseList from '../case-list.schema.json';
import caseSearchQuery from '../case-search-query.schema.json';
import caseType from '../case-type.schema.json';
import common from '../common.schema.json';
import communicationList from '../communication-list.schema.json';
import communicationQuery from '../communication-query.schema.json';
import communicationSend from '../communication-send.schema.json';
import communicationStatusUpdate from '../communication-status-update.schema.json';
import communication from '../communication.schema.json';
import complianceQuery from '../compliance-query.schema.json';
import complianceRecord from '../compliance-record.schema.json';
import configurationValue from '../configuration-value.schema.json';
import contractorDeterminationQuery from '../contractor-determination-query.schema.json';
import contractor from '../contractor.schema.json';
import customStatementRequest from '../custom-statement-request.schema.json';
import customerUpdate from '../customer-update.schema.json';
import customer from '../customer.schema.json';
import dampMouldQuestion from '../damp-mould-question.schema.json';
import documentContent from '../document-content.schema.json';
import duplicateCheckItem from '../duplicate-check-item.schema.json';
import duplicateCheckResult from '../duplicate-check-result.schema.json';
import eligibilityRequest from '../eligibility-request.schema.json';
import eligibilityResult from '../eligibility-result.schema.json';
import enhancedEligibilityRequest from '../enhanced-eligibility-request.schema.json';
import enhancedEligibilityResult from '../enhanced-eligibility-result.schema.json';
import errorBody from '../error-body.schema.json';
import errorReport from '../error-report.schema.json';
import financialReferralReason from '../financial-referral-reason.schema.json';
import financialReferralResult from '../financial-referral-result.schema.json';
import financialReferral from '../financial-referral.schema.json';
import highRiseBuilding from '../high-rise-building.schema.json';
import historyEvent from '../history-event.schema.json';
import journey from '../journey.schema.json';
import mediaDocument from '../media-document.schema.json';
import mediaUploadResult from '../media-upload-result.schema.json';
import mediaUpload from '../media-upload.schema.json';
import note from '../note.schema.json';
import pageView from '../page-view.schema.json';
import paymentForm from '../payment-form.schema.json';
import paymentGatewayToken from '../payment-gateway-token.schema.json';
import portalConfig from '../portal-config.schema.json';
import profileForm from '../profile-form.schema.json';
import propertyLocation from '../property-location.schema.json';
import referenceDataQuery from '../reference-data-query.schema.json';
import referenceData from '../reference-data.schema.json';
import repairPriorityRequest from '../repair-priority-request.schema.json';
import repairPriorityResult from '../repair-priority-result.schema.json';
import repairReasonQuery from '../repair-reason-query.schema.json';
import repairReason from '../repair-reason.schema.json';
import rescheduleEligibilityRequest from '../reschedule-eligibility-request.schema.json';
import reschedule from '../reschedule.schema.json';
import serviceRequest from '../service-request.schema.json';
import sorDeterminationRequest from '../sor-determination-request.schema.json';
import sorDeterminationResult from '../sor-determination-result.schema.json';
import statementDocumentQuery from '../statement-document-query.schema.json';
import statementDocument from '../statement-document.schema.json';
import teamDeterminationRequest from '../team-determination-request.schema.json';
import teamDeterminationResponse from '../team-determination-response.schema.json';
import tenancyGroup from '../tenancy-group.schema.json';
import tenancySummary from '../tenancy-summary.schema.json';
import transactionList from '../transaction-list.schema.json';
import transactionQuery from '../transaction-query.schema.json';
import transaction from '../transaction.schema.json';
import workOrderCancel from '../work-order-cancel.schema.json';
import workOrderCreate from '../work-order-create.schema.json';
import workOrderCreated from '../work-order-created.schema.json';
import workOrderListItem from '../work-order-list-item.schema.json';
import workOrderNote from '../work-order-note.schema.json';
import workOrderQuestionLine from '../work-order-question-line.schema.json';
import workOrderSearchQuery from '../work-order-search-query.schema.json';
import workOrderSearchResult from '../work-order-search-result.schema.json';
import workOrderUpdate from '../work-order-update.schema.json';
import workOrder from '../work-order.schema.json';

/**
 * Every schema by file name (without .schema.json), with cross-file references made absolute
 * (see absolute-refs.ts), ready for ajv.addSchema and fastify.addSchema.
 */
export const schemasByName = {
  'account-summary': withAbsoluteRefs(accountSummary),
  account: withAbsoluteRefs(account),
  'action-eligibility-result': withAbsoluteRefs(actionEligibilityResult),
  'appointment-result': withAbsoluteRefs(appointmentResult),
  'assessment-information': withAbsoluteRefs(assessmentInformation),
  'assessment-score-request': withAbsoluteRefs(assessmentScoreRequest),
  'assessment-score-result': withAbsoluteRefs(assessmentScoreResult),
  'asset-associates': withAbsoluteRefs(assetAssociates),
  'asset-document-query': withAbsoluteRefs(assetDocumentQuery),
  'asset-document': withAbsoluteRefs(assetDocument),
  'asset-eligibility-request': withAbsoluteRefs(assetEligibilityRequest),
  asset: withAbsoluteRefs(asset),
  'availability-query': withAbsoluteRefs(availabilityQuery),
  availability: withAbsoluteRefs(availability),
  booking: withAbsoluteRefs(booking),
  'cancel-eligibility-request': withAbsoluteRefs(cancelEligibilityRequest),
  'case-activity-update': withAbsoluteRefs(caseActivityUpdate),
  'case-activity': withAbsoluteRefs(caseActivity),
  'case-create-result': withAbsoluteRefs(caseCreateResult),
  'case-create': withAbsoluteRefs(caseCreate),
  'case-detail': withAbsoluteRefs(caseDetail),
  'case-list-item': withAbsoluteRefs(caseListItem),
  'case-list': withAbsoluteRefs(caseList),
  'case-search-query': withAbsoluteRefs(caseSearchQuery),
  'case-type': withAbsoluteRefs(caseType),
  common: withAbsoluteRefs(common),
  'communication-list': withAbsoluteRefs(communicationList),
  'communication-query': withAbsoluteRefs(communicationQuery),
  'communication-send': withAbsoluteRefs(communicationSend),
  'communication-status-update': withAbsoluteRefs(communicationStatusUpdate),
  communication: withAbsoluteRefs(communication),
  'compliance-query': withAbsoluteRefs(complianceQuery),
  'compliance-record': withAbsoluteRefs(complianceRecord),
  'configuration-value': withAbsoluteRefs(configurationValue),
  'contractor-determination-query': withAbsoluteRefs(contractorDeterminationQuery),
  contractor: withAbsoluteRefs(contractor),
  'custom-statement-request': withAbsoluteRefs(customStatementRequest),
  'customer-update': withAbsoluteRefs(customerUpdate),
  customer: withAbsoluteRefs(customer),
  'damp-mould-question': withAbsoluteRefs(dampMouldQuestion),
  'document-content': withAbsoluteRefs(documentContent),
  'duplicate-check-item': withAbsoluteRefs(duplicateCheckItem),
  'duplicate-check-result': withAbsoluteRefs(duplicateCheckResult),
  'eligibility-request': withAbsoluteRefs(eligibilityRequest),
  'eligibility-result': withAbsoluteRefs(eligibilityResult),
  'enhanced-eligibility-request': withAbsoluteRefs(enhancedEligibilityRequest),
  'enhanced-eligibility-result': withAbsoluteRefs(enhancedEligibilityResult),
  'error-body': withAbsoluteRefs(errorBody),
  'error-report': withAbsoluteRefs(errorReport),
  'financial-referral-reason': withAbsoluteRefs(financialReferralReason),
  'financial-referral-result': withAbsoluteRefs(financialReferralResult),
  'financial-referral': withAbsoluteRefs(financialReferral),
  'high-rise-building': withAbsoluteRefs(highRiseBuilding),
  'history-event': withAbsoluteRefs(historyEvent),
  journey: withAbsoluteRefs(journey),
  'media-document': withAbsoluteRefs(mediaDocument),
  'media-upload-result': withAbsoluteRefs(mediaUploadResult),
  'media-upload': withAbsoluteRefs(mediaUpload),
  note: withAbsoluteRefs(note),
  'page-view': withAbsoluteRefs(pageView),
  'payment-form': withAbsoluteRefs(paymentForm),
  'payment-gateway-token': withAbsoluteRefs(paymentGatewayToken),
  'portal-config': withAbsoluteRefs(portalConfig),
  'profile-form': withAbsoluteRefs(profileForm),
  'property-location': withAbsoluteRefs(propertyLocation),
  'reference-data-query': withAbsoluteRefs(referenceDataQuery),
  'reference-data': withAbsoluteRefs(referenceData),
  'repair-priority-request': withAbsoluteRefs(repairPriorityRequest),
  'repair-priority-result': withAbsoluteRefs(repairPriorityResult),
  'repair-reason-query': withAbsoluteRefs(repairReasonQuery),
  'repair-reason': withAbsoluteRefs(repairReason),
  'reschedule-eligibility-request': withAbsoluteRefs(rescheduleEligibilityRequest),
  reschedule: withAbsoluteRefs(reschedule),
  'service-request': withAbsoluteRefs(serviceRequest),
  'sor-determination-request': withAbsoluteRefs(sorDeterminationRequest),
  'sor-determination-result': withAbsoluteRefs(sorDeterminationResult),
  'statement-document-query': withAbsoluteRefs(statementDocumentQuery),
  'statement-document': withAbsoluteRefs(statementDocument),
  'team-determination-request': withAbsoluteRefs(teamDeterminationRequest),
  'team-determination-response': withAbsoluteRefs(teamDeterminationResponse),
  'tenancy-group': withAbsoluteRefs(tenancyGroup),
  'tenancy-summary': withAbsoluteRefs(tenancySummary),
  'transaction-list': withAbsoluteRefs(transactionList),
  'transaction-query': withAbsoluteRefs(transactionQuery),
  transaction: withAbsoluteRefs(transaction),
  'work-order-cancel': withAbsoluteRefs(workOrderCancel),
  'work-order-create': withAbsoluteRefs(workOrderCreate),
  'work-order-created': withAbsoluteRefs(workOrderCreated),
  'work-order-list-item': withAbsoluteRefs(workOrderListItem),
  'work-order-note': withAbsoluteRefs(workOrderNote),
  'work-order-question-line': withAbsoluteRefs(workOrderQuestionLine),
  'work-order-search-query': withAbsoluteRefs(workOrderSearchQuery),
  'work-order-search-result': withAbsoluteRefs(workOrderSearchResult),
  'work-order-update': withAbsoluteRefs(workOrderUpdate),
  'work-order': withAbsoluteRefs(workOrder),
};

/** Every schema of the gateway contract, for ajv.addSchema or fastify.addSchema. */
export const allSchemas = Object.values(schemasByName);

/** The $id of each schema by file name (without .schema.json). */
export const schemaIds = {
  'account-summary': 'https://resident-portal.example/schemas/account-summary.schema.json',
  account: 'https://resident-portal.example/schemas/account.schema.json',
  'action-eligibility-result': 'https://resident-portal.example/schemas/action-eligibility-result.schema.json',
  'appointment-result': 'https://resident-portal.example/schemas/appointment-result.schema.json',
  'assessment-information': 'https://resident-portal.example/schemas/assessment-information.schema.json',
  'assessment-score-request': 'https://resident-portal.example/schemas/assessment-score-request.schema.json',
  'assessment-score-result': 'https://resident-portal.example/schemas/assessment-score-result.schema.json',
  'asset-associates': 'https://resident-portal.example/schemas/asset-associates.schema.json',
  'asset-document-query': 'https://resident-portal.example/schemas/asset-document-query.schema.json',
  'asset-document': 'https://resident-portal.example/schemas/asset-document.schema.json',
  'asset-eligibility-request': 'https://resident-portal.example/schemas/asset-eligibility-request.schema.json',
  asset: 'https://resident-portal.example/schemas/asset.schema.json',
  'availability-query': 'https://resident-portal.example/schemas/availability-query.schema.json',
  availability: 'https://resident-portal.example/schemas/availability.schema.json',
  booking: 'https://resident-portal.example/schemas/booking.schema.json',
  'cancel-eligibility-request': 'https://resident-portal.example/schemas/cancel-eligibility-request.schema.json',
  'case-activity-update': 'https://resident-portal.example/schemas/case-activity-update.schema.json',
  'case-activity': 'https://resident-portal.example/schemas/case-activity.schema.json',
  'case-create-result': 'https://resident-portal.example/schemas/case-create-result.schema.json',
  'case-create': 'https://resident-portal.example/schemas/case-create.schema.json',
  'case-detail': 'https://resident-portal.example/schemas/case-detail.schema.json',
  'case-list-item': 'https://resident-portal.example/schemas/case-list-item.schema.json',
  'case-list': 'https://resident-portal.example/schemas/case-list.schema.json',
  'case-search-query': 'https://resident-portal.example/schemas/case-search-query.schema.json',
  'case-type': 'https://resident-portal.example/schemas/case-type.schema.json',
  common: 'https://resident-portal.example/schemas/common.schema.json',
  'communication-list': 'https://resident-portal.example/schemas/communication-list.schema.json',
  'communication-query': 'https://resident-portal.example/schemas/communication-query.schema.json',
  'communication-send': 'https://resident-portal.example/schemas/communication-send.schema.json',
  'communication-status-update': 'https://resident-portal.example/schemas/communication-status-update.schema.json',
  communication: 'https://resident-portal.example/schemas/communication.schema.json',
  'compliance-query': 'https://resident-portal.example/schemas/compliance-query.schema.json',
  'compliance-record': 'https://resident-portal.example/schemas/compliance-record.schema.json',
  'configuration-value': 'https://resident-portal.example/schemas/configuration-value.schema.json',
  'contractor-determination-query':
    'https://resident-portal.example/schemas/contractor-determination-query.schema.json',
  contractor: 'https://resident-portal.example/schemas/contractor.schema.json',
  'custom-statement-request': 'https://resident-portal.example/schemas/custom-statement-request.schema.json',
  'customer-update': 'https://resident-portal.example/schemas/customer-update.schema.json',
  customer: 'https://resident-portal.example/schemas/customer.schema.json',
  'damp-mould-question': 'https://resident-portal.example/schemas/damp-mould-question.schema.json',
  'document-content': 'https://resident-portal.example/schemas/document-content.schema.json',
  'duplicate-check-item': 'https://resident-portal.example/schemas/duplicate-check-item.schema.json',
  'duplicate-check-result': 'https://resident-portal.example/schemas/duplicate-check-result.schema.json',
  'eligibility-request': 'https://resident-portal.example/schemas/eligibility-request.schema.json',
  'eligibility-result': 'https://resident-portal.example/schemas/eligibility-result.schema.json',
  'enhanced-eligibility-request': 'https://resident-portal.example/schemas/enhanced-eligibility-request.schema.json',
  'enhanced-eligibility-result': 'https://resident-portal.example/schemas/enhanced-eligibility-result.schema.json',
  'error-body': 'https://resident-portal.example/schemas/error-body.schema.json',
  'error-report': 'https://resident-portal.example/schemas/error-report.schema.json',
  'financial-referral-reason': 'https://resident-portal.example/schemas/financial-referral-reason.schema.json',
  'financial-referral-result': 'https://resident-portal.example/schemas/financial-referral-result.schema.json',
  'financial-referral': 'https://resident-portal.example/schemas/financial-referral.schema.json',
  'high-rise-building': 'https://resident-portal.example/schemas/high-rise-building.schema.json',
  'history-event': 'https://resident-portal.example/schemas/history-event.schema.json',
  journey: 'https://resident-portal.example/schemas/journey.schema.json',
  'media-document': 'https://resident-portal.example/schemas/media-document.schema.json',
  'media-upload-result': 'https://resident-portal.example/schemas/media-upload-result.schema.json',
  'media-upload': 'https://resident-portal.example/schemas/media-upload.schema.json',
  note: 'https://resident-portal.example/schemas/note.schema.json',
  'page-view': 'https://resident-portal.example/schemas/page-view.schema.json',
  'payment-form': 'https://resident-portal.example/schemas/payment-form.schema.json',
  'payment-gateway-token': 'https://resident-portal.example/schemas/payment-gateway-token.schema.json',
  'portal-config': 'https://resident-portal.example/schemas/portal-config.schema.json',
  'profile-form': 'https://resident-portal.example/schemas/profile-form.schema.json',
  'property-location': 'https://resident-portal.example/schemas/property-location.schema.json',
  'reference-data-query': 'https://resident-portal.example/schemas/reference-data-query.schema.json',
  'reference-data': 'https://resident-portal.example/schemas/reference-data.schema.json',
  'repair-priority-request': 'https://resident-portal.example/schemas/repair-priority-request.schema.json',
  'repair-priority-result': 'https://resident-portal.example/schemas/repair-priority-result.schema.json',
  'repair-reason-query': 'https://resident-portal.example/schemas/repair-reason-query.schema.json',
  'repair-reason': 'https://resident-portal.example/schemas/repair-reason.schema.json',
  'reschedule-eligibility-request':
    'https://resident-portal.example/schemas/reschedule-eligibility-request.schema.json',
  reschedule: 'https://resident-portal.example/schemas/reschedule.schema.json',
  'service-request': 'https://resident-portal.example/schemas/service-request.schema.json',
  'sor-determination-request': 'https://resident-portal.example/schemas/sor-determination-request.schema.json',
  'sor-determination-result': 'https://resident-portal.example/schemas/sor-determination-result.schema.json',
  'statement-document-query': 'https://resident-portal.example/schemas/statement-document-query.schema.json',
  'statement-document': 'https://resident-portal.example/schemas/statement-document.schema.json',
  'team-determination-request': 'https://resident-portal.example/schemas/team-determination-request.schema.json',
  'team-determination-response': 'https://resident-portal.example/schemas/team-determination-response.schema.json',
  'tenancy-group': 'https://resident-portal.example/schemas/tenancy-group.schema.json',
  'tenancy-summary': 'https://resident-portal.example/schemas/tenancy-summary.schema.json',
  'transaction-list': 'https://resident-portal.example/schemas/transaction-list.schema.json',
  'transaction-query': 'https://resident-portal.example/schemas/transaction-query.schema.json',
  transaction: 'https://resident-portal.example/schemas/transaction.schema.json',
  'work-order-cancel': 'https://resident-portal.example/schemas/work-order-cancel.schema.json',
  'work-order-create': 'https://resident-portal.example/schemas/work-order-create.schema.json',
  'work-order-created': 'https://resident-portal.example/schemas/work-order-created.schema.json',
  'work-order-list-item': 'https://resident-portal.example/schemas/work-order-list-item.schema.json',
  'work-order-note': 'https://resident-portal.example/schemas/work-order-note.schema.json',
  'work-order-question-line': 'https://resident-portal.example/schemas/work-order-question-line.schema.json',
  'work-order-search-query': 'https://resident-portal.example/schemas/work-order-search-query.schema.json',
  'work-order-search-result': 'https://resident-portal.example/schemas/work-order-search-result.schema.json',
  'work-order-update': 'https://resident-portal.example/schemas/work-order-update.schema.json',
  'work-order': 'https://resident-portal.example/schemas/work-order.schema.json',
} as const;

/** File name (without .schema.json) of a schema. */
export type SchemaName = keyof typeof schemaIds;
