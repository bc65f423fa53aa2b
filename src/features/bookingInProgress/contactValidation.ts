import type { ContactDetails } from './bookingDraft';

/** Longest accepted values; generous for real names and addresses, short enough to store. */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  phone: 30,
  email: 254,
  specialRequests: 500,
  // The longest occasion value; it is chosen, never typed.
  occasion: 20,
  dietaryNeeds: 200,
} as const;

/** A phone number needs at least this many digits, whatever its punctuation. */
export const MIN_PHONE_DIGITS = 7;

export const REQUIRED_CONTACT_FIELDS = ['name', 'phone', 'email'] as const;

export type ContactErrors = Partial<Record<keyof ContactDetails, string>>;

/** One `@`, something before it, and a dotted domain with no spaces: the shape, not deliverability. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmailShaped = (email: string): boolean => EMAIL_SHAPE.test(email.trim());

export const countDigits = (phone: string): number => phone.replace(/\D/g, '').length;

/** Confirm Booking is enabled once every required field has something besides spaces. */
export const hasRequiredContact = (contact: ContactDetails): boolean =>
  REQUIRED_CONTACT_FIELDS.every((field) => contact[field].trim() !== '');

/** The messages shown under the fields; an empty object means the details can be confirmed. */
export const validateContact = (contact: ContactDetails): ContactErrors => {
  const errors: ContactErrors = {};
  if (contact.name.trim() === '') errors.name = 'Enter your full name';
  if (contact.phone.trim() === '') errors.phone = 'Enter your phone number';
  else if (countDigits(contact.phone) < MIN_PHONE_DIGITS) {
    errors.phone = `Enter a phone number with at least ${MIN_PHONE_DIGITS} digits`;
  }
  if (contact.email.trim() === '') errors.email = 'Enter your email address';
  else if (!isEmailShaped(contact.email)) {
    errors.email = 'Enter an email address like name@example.com';
  }
  if (contact.specialRequests.length > CONTACT_MAX_LENGTH.specialRequests) {
    errors.specialRequests = `Keep special requests to ${CONTACT_MAX_LENGTH.specialRequests} characters`;
  }
  if (contact.dietaryNeeds.length > CONTACT_MAX_LENGTH.dietaryNeeds) {
    errors.dietaryNeeds = `Keep dietary needs to ${CONTACT_MAX_LENGTH.dietaryNeeds} characters`;
  }
  return errors;
};
