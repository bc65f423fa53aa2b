import type { ContactDetails } from './bookingDraft';
import {
  CONTACT_MAX_LENGTH,
  countDigits,
  hasRequiredContact,
  isEmailShaped,
  validateContact,
} from './contactValidation';

const valid: ContactDetails = {
  name: 'Ada Lovelace',
  phone: '(555) 123-4567',
  email: 'ada@example.com',
  specialRequests: '',
  occasion: '',
  dietaryNeeds: '',
};

describe('contact validation', () => {
  it('accepts complete details', () => {
    expect(hasRequiredContact(valid)).toBe(true);
    expect(validateContact(valid)).toEqual({});
  });

  it.each(['name', 'phone', 'email'] as const)('requires %s, spaces alone not counting', (field) => {
    const details = { ...valid, [field]: '   ' };
    expect(hasRequiredContact(details)).toBe(false);
    expect(validateContact(details)[field]).toMatch(/^Enter your/);
  });

  it('leaves special requests optional', () => {
    expect(hasRequiredContact({ ...valid, specialRequests: '' })).toBe(true);
  });

  it('limits special requests', () => {
    const long = 'x'.repeat(CONTACT_MAX_LENGTH.specialRequests + 1);
    expect(validateContact({ ...valid, specialRequests: long }).specialRequests).toBeDefined();
    const longest = 'x'.repeat(CONTACT_MAX_LENGTH.specialRequests);
    expect(validateContact({ ...valid, specialRequests: longest })).toEqual({});
  });

  it('limits dietary needs', () => {
    const long = 'x'.repeat(CONTACT_MAX_LENGTH.dietaryNeeds + 1);
    expect(validateContact({ ...valid, dietaryNeeds: long }).dietaryNeeds).toBeDefined();
    const longest = 'x'.repeat(CONTACT_MAX_LENGTH.dietaryNeeds);
    expect(validateContact({ ...valid, dietaryNeeds: longest })).toEqual({});
  });

  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada.lovelace+book@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada@@example.com', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.', false],
  ])('%p is shaped like an email: %p', (email, shaped) => {
    expect(isEmailShaped(email)).toBe(shaped);
    expect(validateContact({ ...valid, email }).email === undefined).toBe(shaped);
  });

  it.each([
    ['555-1234', 7, true],
    ['(555) 12-34', 7, true],
    ['+1 555 123', 7, true],
    ['555-123', 6, false],
    ['phone', 0, false],
  ])('%p has %p digits; enough: %p', (phone, digits, enough) => {
    expect(countDigits(phone)).toBe(digits);
    expect(validateContact({ ...valid, phone }).phone === undefined).toBe(enough);
  });
});
