/** Load-once per key: what `load` gave, kept; a failed load is tried again on the next call. */
export interface LoadOnce<K, V> {
  /** The value for `key`, loading it the first time (one load in flight per key). */
  load: (key: K) => Promise<V>;
  /** The value for `key` once loaded; undefined before. */
  loaded: (key: K) => V | undefined;
}

/** A cache of `load` per key: each key loads once, and a failure is forgotten so the next call retries. */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): LoadOnce<K, V> {
  const done = new Map<K, V>();
  const pending = new Map<K, Promise<V>>();
  return {
    load: (key) => {
      if (done.has(key)) return Promise.resolve(done.get(key) as V);
      let loading = pending.get(key);
      if (!loading) {
        loading = load(key).then(
          (value) => {
            done.set(key, value);
            pending.delete(key);
            return value;
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
    loaded: (key) => done.get(key),
  };
}
