// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypeAhead } from './type-ahead';

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('type-ahead for a field not there yet', () => {
  const typeAhead = createTypeAhead('the-field');
  afterEach(() => void typeAhead.take());

  it('holds printable keys and Backspace in order and keeps them from the page', () => {
    typeAhead.start();
    const hash = press('#');
    for (const key of ['5', '0', '9', 'Backspace', '2']) press(key);
    expect(hash.defaultPrevented).toBe(true);
    expect(typeAhead.take()).toEqual({ text: '#502', submitted: false });
  });

  it('holds Enter as a request to act on what was typed, and nothing typed after it', () => {
    typeAhead.start();
    for (const key of ['#', '7', 'Enter', '8']) press(key);
    expect(typeAhead.take()).toEqual({ text: '#7', submitted: true });
  });

  it('lets shortcuts, named keys and the field’s own keys through, and stops on take()', () => {
    const field = document.createElement('input');
    field.id = 'the-field';
    document.body.append(field);
    typeAhead.start();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(press('a', {}, field).defaultPrevented).toBe(false);
    expect(typeAhead.take()).toEqual({ text: '', submitted: false });
    expect(press('b').defaultPrevented).toBe(false);
    field.remove();
  });

  it('lets the keyboard go when the field never comes (its code failed): after the longest hold', () => {
    vi.useFakeTimers();
    try {
      const held = createTypeAhead('never-there', 1_000);
      held.start();
      expect(press('a').defaultPrevented).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(press('b').defaultPrevented).toBe(false);
      expect(held.take()).toEqual({ text: '', submitted: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
