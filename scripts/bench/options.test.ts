// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOptions, writesDocs } from './options';

describe('npm run bench options', () => {
  it('measures everything five times and writes the docs by default', () => {
    const options = parseOptions([]);
    expect(options).toMatchObject({
      runs: 5,
      check: false,
      writeDocs: true,
      baseline: 'docs/benchmarks.json',
    });
    expect(options.sections).toEqual([
      'bundle',
      'tables',
      'chart',
      'lighthouse',
      'memory',
      'home',
      'library',
      'engine',
      'compare',
    ]);
    expect(writesDocs(options)).toBe(true);
  });

  it('runs only the named sections, and then never replaces the docs', () => {
    const options = parseOptions(['--only=memory,lighthouse', '--check', '--runs=2']);
    expect(options).toMatchObject({ runs: 2, check: true, sections: ['lighthouse', 'memory'] });
    expect(writesDocs(options)).toBe(false);
    expect(writesDocs(parseOptions(['--no-docs']))).toBe(false);
  });

  it('injects the self-test slowdown only on request, and never writes the docs with it', () => {
    expect(parseOptions([]).injectSlowdown).toBe(false);
    const injected = parseOptions(['--inject-slowdown', '--check']);
    expect(injected).toMatchObject({ injectSlowdown: true, check: true });
    expect(writesDocs(injected)).toBe(false);
  });

  it('rejects an unknown section, option or run count', () => {
    expect(() => parseOptions(['--only=tables,speed'])).toThrow('unknown section speed');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option "--fast"');
    expect(() => parseOptions(['--runs=0'])).toThrow('--runs must be a positive integer');
  });
});
