/** FNV-1a 32-bit hash of a string: stable ids and per-item seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small, fast seeded PRNG (mulberry32) for per-page data: no shared state, same seed → same values. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A float in [0, 1). */
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** True with the given probability. */
    chance: (probability: number) => next() < probability,
    /** One element of a non-empty array. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** A stable 16-hex-digit id for a text (two independent 32-bit hashes). */
export function stableId(text: string): string {
  return hash32(text).toString(16).padStart(8, '0') + hash32(`~${text}`).toString(16).padStart(8, '0');
}
