import { describe, expect, it } from 'vitest';
import { isolateText } from './isolate';

describe('isolateText', () => {
  it('closes an override inside the value before the text that follows it', () => {
    const sentence = `${isolateText('Summer sale\u202Efdp.exe')} · run 7`;
    expect(sentence).toBe('\u2068Summer sale\u202Efdp.exe\u2069 · run 7');
  });
});
