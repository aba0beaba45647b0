/**
 * The `want` smallest of positions 0..count-1 under `compare`, in order, through a bounded max-heap.
 * `primary` must agree with `compare` (a smaller primary key compares smaller), so most positions
 * are turned away by one number comparison with the heap's largest.
 */
export function selectSmallest(
  count: number,
  want: number,
  primary: Float64Array,
  compare: (a: number, b: number) => number,
): Int32Array {
  const heap = new Int32Array(want);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    const item = heap[at]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && compare(heap[child + 1]!, heap[child]!) > 0) child++;
      if (compare(heap[child]!, item) <= 0) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = item;
  };
  for (let k = 0; k < count; k++) {
    if (size < want) {
      // Sift up: the heap's largest stays on top.
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[parent]!, k) >= 0) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = k;
      continue;
    }
    const top = heap[0]!;
    const key = primary[k]!;
    const topKey = primary[top]!;
    if (key > topKey || (key === topKey && compare(k, top) >= 0)) continue;
    heap[0] = k;
    siftDown(0);
  }
  return heap.subarray(0, size).sort(compare);
}

/**
 * The value that would stand at `index` if the first `length` numbers of `values` were sorted
 * ascending (Hoare's selection; reorders them, expected linear time).
 */
export function selectNth(values: Float64Array, length: number, index: number): number {
  let left = 0;
  let right = length - 1;
  while (right > left) {
    // Median of three as the pivot keeps sorted and reversed input linear.
    const middle = (left + right) >> 1;
    const a = values[left]!;
    const b = values[middle]!;
    const c = values[right]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (index <= j) right = j;
    else if (index >= i) left = i;
    else return values[index]!;
  }
  return values[index]!;
}
