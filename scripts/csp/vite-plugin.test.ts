import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildTimeApiBaseUrl } from './vite-plugin';

describe('readBuildTimeApiBaseUrl', () => {
  it('reads apiBaseUrl from config.json and falls back to the embedded mock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-config-'));
    expect(readBuildTimeApiBaseUrl(dir)).toBe('');
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBaseUrl: 'https://api.example.com' }));
    expect(readBuildTimeApiBaseUrl(dir)).toBe('https://api.example.com');
    writeFileSync(path.join(dir, 'config.json'), '{ not json');
    expect(readBuildTimeApiBaseUrl(dir)).toBe('');
  });
});
