import { describe, expect, it } from 'vitest';
import { cookiesDimension } from './cookies';

describe('the cookies compared', () => {
  it('name whether a cookie persists as the cookie inventory does ("Expires"), leaving "Lifetime" to its duration', () => {
    const labels = cookiesDimension.attributes.map((attribute) => attribute.label);
    expect(labels).toContain('Expires');
    expect(labels).not.toContain('Lifetime');
  });
});
