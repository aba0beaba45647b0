import { describe, expect, it } from 'vitest';
import { isValidWebhookUrl, webhookUrlOptionsFor, webhookUrlProblem } from './webhook-url';

describe('webhookUrlProblem', () => {
  it('accepts https addresses and an empty value (no webhook)', () => {
    expect(webhookUrlProblem('https://hooks.example.com/audit-done')).toBeUndefined();
    expect(webhookUrlProblem('  https://hooks.example.com:8443/x?y=1  ')).toBeUndefined();
    expect(webhookUrlProblem('')).toBeUndefined();
    expect(isValidWebhookUrl('https://example.com')).toBe(true);
  });

  it('refuses plain http with a message that names https', () => {
    expect(webhookUrlProblem('http://example.com/hook')).toBe(
      'Use https:// — webhooks are only sent over HTTPS',
    );
  });

  it('refuses other schemes', () => {
    for (const value of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hi', 'ftp://x.org']) {
      expect(webhookUrlProblem(value), value).toBe('Only https:// addresses can receive webhooks');
    }
  });

  it('refuses credentials in the address', () => {
    expect(webhookUrlProblem('https://user:secret@example.com/hook')).toBe(
      'Remove the user name and password from the address',
    );
    expect(webhookUrlProblem('https://user@example.com/hook')).toBe(
      'Remove the user name and password from the address',
    );
  });

  it('refuses text that is not an address, and very long ones', () => {
    expect(webhookUrlProblem('hooks.example.com')).toBe('Enter a full address starting with https://');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2100)}`)).toBe('Use at most 2048 characters');
  });

  it('accepts http to this machine only when allowLocalHttp is set', () => {
    for (const value of ['http://localhost:9000/hook', 'http://127.0.0.1:8787/hook', 'http://[::1]/hook']) {
      expect(webhookUrlProblem(value), value).toBeDefined();
      expect(webhookUrlProblem(value, { allowLocalHttp: true }), value).toBeUndefined();
    }
    expect(webhookUrlProblem('http://example.com/hook', { allowLocalHttp: true })).toBeDefined();
    expect(webhookUrlProblem('http://localhost.example.com/', { allowLocalHttp: true })).toBeDefined();
    expect(webhookUrlProblem('javascript:alert(1)', { allowLocalHttp: true })).toBeDefined();
  });
});

describe('webhookUrlOptionsFor', () => {
  it('offers http to this machine only when the service is the local stub server', () => {
    expect(webhookUrlOptionsFor('http://127.0.0.1:8787')).toEqual({ allowLocalHttp: true });
    expect(webhookUrlOptionsFor('http://localhost:8788/')).toEqual({ allowLocalHttp: true });
    expect(webhookUrlOptionsFor('https://localhost:8443')).toEqual({ allowLocalHttp: false });
    expect(webhookUrlOptionsFor('https://api.example.com')).toEqual({ allowLocalHttp: false });
    expect(webhookUrlOptionsFor('http://api.example.com')).toEqual({ allowLocalHttp: false });
    // The embedded mock (no service URL) refuses it, as the service does.
    expect(webhookUrlOptionsFor('')).toEqual({});
  });
});
