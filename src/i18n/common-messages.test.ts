import { describe, expect, it } from 'vitest';
import common from './locales/en-GB/common.json';
import { createPortalI18n } from './i18n';

/**
 * Every message key the two specifications name (the VAL and ERR rules of docs/rules.md,
 * and those of its ACC rules).
 */
const specKeys = [
  ...['E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E21', 'E22', 'E23', 'E24', 'E25', 'E32', 'E35'],
  ...['SSR001', 'SSR002', 'SSR005', 'SSR008', 'SSR008a', 'SSR012', 'SSR014', 'SSR023', 'SSR036', 'SSR037'],
  ...['SSR040', 'SSR042', 'SSR043', 'SSR045', 'SSR046', 'SSR047', 'SSR048', 'SSR049', 'SSR050', 'SSR051'],
  ...['SSR052', 'SSR053', 'SSR054', 'SSR056', 'SSR057', 'SSR058', 'SSR061', 'SSR062', 'SSR065', 'SSR066'],
  ...['SSR067', 'SSR068', 'SSR069', 'SSR070', 'SSR071', 'SSR072', 'SSR073', 'SSR074', 'SSR075', 'SSR075a'],
  ...['CR047', 'CR165', 'CR166', 'Duplicate_Repair_SSR044', 'Duplicate_Repair_SSR045', 'Duplicate_Repair_SSR055'],
  ...['duplicate_msg_catalyst_triage', 'duplicate_msg_catalyst_triage_ema_tier2', 'Repair_Reason_NoMatch_Message'],
  ...['RepairDescription_ErrorMessage', 'repair_Journey_Error_Message1', 'repair_History_Error_Message2'],
  ...['retrieve_repair_Error_Message', 'NO_repairs_listed', 'NO_repairs', 'WorkOrderByIdAPI_Error'],
  ...['EligibilityCancelAPI_Error', 'EligibilityRescheduleAPI_Error', 'RepairDetailsHistoryAPI_Error'],
  ...['Reschedule_ApiFailError', 'Reschedule_Api_Error', 'Media_SSR011b', 'Media_SSR011c', 'Media_MPEG_Apple'],
  ...['MediaRemovedMsg', 'View_Media_Error', 'Upload_Media_Attachments_Too_Large', 'Upload_Media_Wrong_File_Type'],
  ...['Upload_Media_Max_Attachments', 'minimum_length', 'maximum_length', 'invalid_characters'],
  ...['account_Down_SSC001', 'Tx_Service_Down_SSC001', 'SSC001', 'SSC004', 'SSC008', 'SSC009', 'SSC011'],
  ...['SSC012', 'SSC013', 'SSC014', 'SSC016', 'SSC017', 'SSC020', 'SSC021', 'No_Statement_Exit'],
  ...['VS_No_Statement_Exit', 'VS_No_Statement_Found', 'VS_Failure_To_Retrieve_Statement'],
  ...['payment_Message_Api_Failure', 'Fail_Message', 'Success_Message', 'alert_Message', 'profile_update_failed'],
  ...['profile_update_success', 'SSCP001', 'SSCP002', 'SSCP003a', 'SSCP003b', 'SSCP003c', 'SSCP004a', 'SSCP005'],
  ...['missing_information_profile', 'message_Card_Alert_Message', 'case_Card_Alert_Message'],
  ...['GasBoiler_ServiceoverDue', 'high_rise_building_Alert_Message', 'cases_servicedown', 'Service_API_Error'],
  ...['Case_CC022', 'Case_CC023', 'Case_CC010', 'Case_CC011', 'Case_Warning', 'Case_Type_Error'],
  ...['Case_Question_Error', 'Case_Input_Error', 'Case_Covid_CC007', 'case_Search_Alert_Message'],
  ...['Financial_FI005', 'Financial_FI008a', 'Financial_FI009', 'Financial_FI016c', 'Financial_FI017a'],
  ...['Financial_BC009', 'Financial_API_Error', 'IDEM_Error', 'Generic_Error'],
];

const contact = { phoneNumber: '020 7946 0123', callCentreHours: 'Monday to Friday 9am to 5pm' };

function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(allTexts);
}

describe('en-GB common messages', () => {
  it.each(specKeys)('holds a plain-English text for %s', (key) => {
    const text = (common as Record<string, unknown>)[key];
    expect(typeof text).toBe('string');
    expect((text as string).trim().length).toBeGreaterThan(5);
  });

  it('bakes no phone number and no opening hours into any text', () => {
    for (const text of allTexts(common)) {
      expect(text).not.toMatch(/\d{3,}[ -]?\d{3,}/);
      expect(text).not.toMatch(/\d(am|pm)\b/);
    }
  });

  it('fills in the configured phone number and call-centre hours (i18next runs on this Node version)', () => {
    const i18n = createPortalI18n(contact);
    expect(i18n.t('alert_Message')).toContain('020 7946 0123 (Monday to Friday 9am to 5pm)');
    expect(i18n.t('E3')).toBe(
      'This repair cannot be raised online. Please call us on 020 7946 0123 (Monday to Friday 9am to 5pm).',
    );
    expect(i18n.t('maximum_length', { field: 'Crime reference', count: 20 })).toBe(
      'Crime reference must be 20 characters or fewer.',
    );
  });

  it('keeps the overdue texts of the spec word for word, with contractor and number filled in', () => {
    const i18n = createPortalI18n(contact);
    expect(i18n.t('Overdue_Electrical', { contractor: 'Spark Ltd', number: '01234' })).toBe(
      'There is an Electrical service overdue for this property. Please contact Spark Ltd on 01234 to schedule a service visit.',
    );
  });
});
