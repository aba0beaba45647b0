/** Account ids of the big tag vendors, wherever a request carries them: GTM-…, G-…, UA-…, AW-…, DC-…. */
const VENDOR_ACCOUNT = /\b(GTM-[A-Z0-9]{2,}|G-[A-Z0-9]{2,}|UA-\d{3,}-\d+|AW-\d{3,}|DC-\d{3,})\b/g;
/** Query parameters in which tags commonly send their account (Meta's `id`, Google's `tid`…). */
const ACCOUNT_PARAMS = ['id', 'tid', 'pid', 'account', 'accountid'];
/** What an account id in a query parameter looks like (no URLs, no free text). */
const ACCOUNT_TEXT = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,39}$/;

/**
 * The account ids a tag request carries: vendor-style ids anywhere in its URL, else the value of an
 * account parameter (`id`, `tid`…). Empty when it names none.
 */
export function tagAccountsIn(url: string): string[] {
  const found = new Set(url.match(VENDOR_ACCOUNT) ?? []);
  if (found.size > 0) return [...found];
  try {
    for (const [key, value] of new URL(url).searchParams)
      if (ACCOUNT_PARAMS.includes(key.toLowerCase()) && ACCOUNT_TEXT.test(value)) found.add(value);
  } catch {
    return [];
  }
  return [...found];
}
