/** Client-side rules of the demo request form (name, company, e-mail), checked on submit. */

export const DEMO_FIELDS = ['name', 'company', 'email', 'phone', 'telegram'] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];
export type DemoValues = Record<DemoField, string>;
export type RequiredDemoField = 'name' | 'company' | 'email';
export type DemoErrors = Partial<Record<RequiredDemoField, string>>;

export const VALIDATION_MESSAGES = {
  nameMissing: 'Необходимо указать ваше имя',
  companyMissing: 'Необходимо указать название компании',
  emailMissing: 'Необходимо указать адрес почты',
  emailWithoutAt: 'В адресе должны быть @ и домен',
  emailInvalid: 'Укажите корректный адрес почты',
} as const;

/** Something@domain.tld with no spaces; Cyrillic and other letters are allowed (почта@домен.рф). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/u;

export const EMPTY_DEMO_VALUES: DemoValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  telegram: '',
};

/** Returns the error of each invalid field; an empty object means the request may be sent. */
export function validateDemoRequest(values: DemoValues): DemoErrors {
  const errors: DemoErrors = {};
  if (values.name.trim() === '') errors.name = VALIDATION_MESSAGES.nameMissing;
  if (values.company.trim() === '') errors.company = VALIDATION_MESSAGES.companyMissing;
  const emailError = validateEmail(values.email);
  if (emailError) errors.email = emailError;
  return errors;
}

export function validateEmail(raw: string): string | undefined {
  // Spaces around a pasted address are not the visitor's intent; spaces inside are an error.
  const email = raw.trim();
  if (email === '') return VALIDATION_MESSAGES.emailMissing;
  if (!email.includes('@')) return VALIDATION_MESSAGES.emailWithoutAt;
  if (!EMAIL_PATTERN.test(email)) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

export function hasErrors(errors: DemoErrors): boolean {
  return Object.keys(errors).length > 0;
}
