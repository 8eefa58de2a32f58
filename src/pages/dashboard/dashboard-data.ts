import { getCustomer, getCustomerTenancies, type GatewayClient } from '../../../gateway/client';
import type { Customer } from '../../../schemas/generated/types';
import { loadCustomerProperties, type CustomerProperty } from '../../properties/customer-properties';

/** One property the customer holds an active tenancy of. */
export type DashboardProperty = CustomerProperty;

export interface DashboardData {
  customer: Customer;
  properties: DashboardProperty[];
}

// The address cut lives with the properties: the list kit's property selector uses it too (ACC-DSH-02).
export { ADDRESS_DISPLAY_LIMIT, shortenAddress } from '../../properties/customer-properties';

/**
 * GET /customers/{id}, its active tenancies and each tenancy's first premises (for the address and
 * the tenancy group): homes first, then non-residential premises such as a garage.
 */
export async function loadDashboardData(client: GatewayClient, customerId: string): Promise<DashboardData> {
  const [{ data: customer }, { data: tenancies = [] }] = await Promise.all([
    getCustomer(client, customerId),
    getCustomerTenancies(client, customerId),
  ]);
  if (!customer) throw new Error(`GET /customers/${customerId} answered without a customer.`);
  return { customer, properties: await loadCustomerProperties(client, customerId, tenancies) };
}

/** The contact details the Your details card shows. */
export interface ContactDetails {
  title: string;
  givenName: string;
  surname: string;
  email: string;
  mobile: string;
  homePhone: string;
  businessPhone: string;
}

/** Reads the card's fields from a customer (empty text when not held). */
export function contactDetails(customer: Customer): ContactDetails {
  const phone = (type: 'mobilePhone' | 'homePhone' | 'workPhone') =>
    customer.addresses.telecomsAddresses.find((entry) => entry.telecomsAddressType === type)?.number.trim() ?? '';
  const { name } = customer.person;
  return {
    title: name.title?.trim() ?? '',
    givenName: name.givenName?.trim() ?? '',
    surname: name.surname?.trim() ?? '',
    email:
      customer.addresses.digitalAddresses.find((entry) => entry.digitalAddressType === 'email')?.address.trim() ?? '',
    mobile: phone('mobilePhone'),
    homePhone: phone('homePhone'),
    businessPhone: phone('workPhone'),
  };
}

/** The missing-information rule: a missing mobile, given name or e-mail. */
export function isProfileIncomplete(details: ContactDetails): boolean {
  return !details.mobile || !details.givenName || !details.email;
}
