// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './set-cookie';

describe('parseSetCookie', () => {
  it('reads the name and every attribute, the domain without its dot', () => {
    expect(
      parseSetCookie(
        'fr=0aBc; Domain=.Facebook.com; Path=/; Expires=Mon, 01 Jun 2026 09:00:00 GMT; Secure; HttpOnly; SameSite=None',
        'https://www.facebook.com/tr/?id=1234',
      ),
    ).toEqual({
      name: 'fr',
      domain: 'facebook.com',
      path: '/',
      expires: 'Mon, 01 Jun 2026 09:00:00 GMT',
      secure: true,
      httpOnly: true,
      sameSite: 'None',
    });
  });

  it('gives a cookie without Domain and Path its request’s host and directory', () => {
    expect(parseSetCookie('cart_id=c-81f2; max-age=3600', 'https://shop.example.com/api/cart/items')).toEqual(
      {
        name: 'cart_id',
        domain: 'shop.example.com',
        path: '/api/cart',
        maxAge: 3600,
        secure: false,
        httpOnly: false,
      },
    );
  });

  it('names no cookie for a header without a name', () => {
    expect(parseSetCookie('=value; Path=/', 'https://a.example/')).toBeUndefined();
    expect(parseSetCookie('no pair at all', 'https://a.example/')).toBeUndefined();
  });
});
