/**
 * Large typed arrays reused from one query to the next. A query runs from start to answer without
 * yielding and keeps none of them past its answer, so one array of each use is enough; reusing it
 * spares the allocations that would otherwise set off full garbage collections of big tables.
 */
const int32 = { rows: new Int32Array(0), groups: new Int32Array(0) };
const float64 = { keys: new Float64Array(0) };

/** A reused array of at least `length` 32-bit integers (its contents are left from before). */
export function scratchInt32(use: keyof typeof int32, length: number): Int32Array {
  if (int32[use].length < length) int32[use] = new Int32Array(length);
  return int32[use].subarray(0, length);
}

/** A reused array of at least `length` doubles (its contents are left from before). */
export function scratchFloat64(use: keyof typeof float64, length: number): Float64Array {
  if (float64[use].length < length) float64[use] = new Float64Array(length);
  return float64[use].subarray(0, length);
}
