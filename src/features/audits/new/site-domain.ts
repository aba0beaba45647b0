/**
 * Second-level labels under which a country's registrable domains take three labels
 * (`acme.co.uk`, `acme.com.au`), not two.
 */
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or']);

/** The host of a domain as a sub-folder may write it (`https://WWW.Example.com:8443/x` → `www.example.com`). */
export function hostOfDomain(domain: string): string {
  const text = domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z\d+.-]*:\/\//, '');
  const bracketed = /^\[[^\]]*\]/.exec(text);
  if (bracketed) return bracketed[0];
  return text.replace(/[/:?#].*$/, '').replace(/\.$/, '');
}

/**
 * The registrable domain of a host, what one owner controls: `acme-outdoors.com` for
 * `shop.acme-outdoors.com`, `acme.co.uk` for `www.acme.co.uk`. An IP address or a single label
 * (`localhost`) is its own.
 */
export function registrableDomain(host: string): string {
  const name = hostOfDomain(host);
  if (name.startsWith('[') || /^[\d.]+$/.test(name) || !name.includes('.')) return name;
  const labels = name.split('.');
  const countrySecondLevel =
    labels.length > 2 && labels.at(-1)!.length === 2 && COUNTRY_SECOND_LEVEL.has(labels.at(-2)!);
  return labels.slice(countrySecondLevel ? -3 : -2).join('.');
}
