/** A saved phone number of the resident, as load-contact-numbers gives them. */
export interface SavedNumber {
  type: 'mobilePhone' | 'homePhone' | 'workPhone';
  number: string;
}
