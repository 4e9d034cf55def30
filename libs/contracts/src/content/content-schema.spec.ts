import { CONTENT_DEFAULTS } from './content-defaults';
import { CONTENT_SCHEMAS } from './content-keys';
import { validateContent } from './content-schema';

const fields = (result: ReturnType<typeof validateContent>) =>
  result.errors?.map((error) => error.field);

describe('validateContent', () => {
  it('answers the value as stored: trimmed, unknown properties dropped', () => {
    const value = { ...CONTENT_DEFAULTS.contact, phone: ' (717) 272-9711 ', extra: 'x' };
    expect(validateContent(CONTENT_SCHEMAS.contact, value)).toEqual({
      value: { ...CONTENT_DEFAULTS.contact, phone: '(717) 272-9711' },
    });
  });

  it('lists every refusal in the form’s order (mailing_address after address, phone, email)', () => {
    const result = validateContent(CONTENT_SCHEMAS.contact, {
      address: 'Main St',
      phone: 'call us',
      mailing_address: '',
    });
    expect(fields(result)).toEqual(['phone', 'email', 'mailing_address']);
    expect(result.errors?.[0].message).toBe(
      'Contact details: Phone number must be a phone number such as (717) 272-9711.',
    );
  });

  it('refuses a list as a whole (its count) before its rows, and names a row by its number', () => {
    const admission = CONTENT_DEFAULTS.admission;
    expect(validateContent(CONTENT_SCHEMAS.admission, { ...admission, items: [] }).errors).toEqual([
      { field: 'items', message: 'Admission prices: Prices must have 1 to 12 prices.' },
    ]);
    const rows = [admission.items[0], 'x', { ...admission.items[0], price: 'a lot!' }];
    expect(
      validateContent(CONTENT_SCHEMAS.admission, { ...admission, items: rows }).errors,
    ).toEqual([
      { field: 'items.1', message: 'Admission prices, price 2 must be an object.' },
      {
        field: 'items.2.price',
        message:
          'Admission prices, price 3: Price must be an amount such as $8.00, or a word such as Free.',
      },
    ]);
    const benefits = [...CONTENT_DEFAULTS.support.benefits, null];
    expect(
      validateContent(CONTENT_SCHEMAS.support, { ...CONTENT_DEFAULTS.support, benefits }).errors,
    ).toEqual([
      {
        field: `benefits.${benefits.length - 1}`,
        message: `Support texts, benefit ${benefits.length} must be text.`,
      },
    ]);
  });

  it('keeps a line field to one line, and stores a missing or null text as empty', () => {
    const welcome = CONTENT_DEFAULTS.welcome;
    expect(validateContent(CONTENT_SCHEMAS.welcome, { ...welcome, title: 'a\nb' }).errors).toEqual([
      {
        field: 'title',
        message: 'Home page welcome: Welcome heading must be a single line (no line breaks).',
      },
    ]);
    const admission = { items: [{ label: 'Regular', price: 'Free' }], note: null };
    expect(validateContent(CONTENT_SCHEMAS.admission, admission).value).toEqual({
      items: [{ label: 'Regular', detail: '', price: 'Free' }],
      note: '',
    });
  });
});
