// Numbers written as `Intl.NumberFormat('en-US')` writes them, without making one: the first
// Intl.NumberFormat of a page loads the browser's number data (20–30 ms, 80–120 ms at Lighthouse's
// 4× CPU slowdown), inside the first render of whatever screen shows a number first.

/** A run of digits grouped in thousands with commas: "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A non-negative number's shortest decimal text without an exponent: 1.5e-7 → "0.00000015". */
function plainDigits(value: number): string {
  const text = String(value);
  const at = text.indexOf('e');
  if (at < 0) return text;
  const [whole = '', fraction = ''] = text.slice(0, at).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(text.slice(at + 1));
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A run of digits plus one in its last place: "0199" → "0200", "999" → "1000". */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let at = chars.length - 1; at >= 0; at--) {
    if (chars[at] !== '9') {
      chars[at] = String(Number(chars[at]) + 1);
      return chars.join('');
    }
    chars[at] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` with at most `maxFractionDigits` decimals and its digits grouped in thousands ("1,234.57"),
 * as `Intl.NumberFormat('en-US', { maximumFractionDigits })` writes it: rounded half away from zero on
 * the number's shortest decimal form (1.005 → "1.01"), trailing zeros dropped, "-0" for a negative
 * that rounds to zero, "∞", "-∞" and "NaN" for the rest.
 */
export function formatDecimal(value: number, maxFractionDigits = 3): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  if (fraction.length > maxFractionDigits) {
    const kept = whole + fraction.slice(0, maxFractionDigits);
    const rounded = fraction.charAt(maxFractionDigits) >= '5' ? incremented(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxFractionDigits);
    fraction = rounded.slice(rounded.length - maxFractionDigits);
  }
  fraction = fraction.replace(/0+$/, '');
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
