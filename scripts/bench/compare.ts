// The client-side run comparison's speed: the diff of two runs of 10,000 pages each.
import { diffRuns, filterDiff, transitionsOf, type CompareRow } from '../../src/api/compare/diff';
import { spread, type Spread } from './stats';

/** Compared attributes of a page (as the pages dimension compares them). */
const PAGE_ATTRIBUTES = ['status', 'load'];
const LOAD_BANDS = ['under 1 s', '1–3 s', '3–5 s', '5 s or more'];

/** A run's pages: `count` pages from `offset`, every `changeEvery`-th one in another load band. */
function runPages(count: number, offset: number, shift: number, changeEvery: number): CompareRow[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + offset;
    const band = (number + (number % changeEvery === 0 ? shift : 0)) % LOAD_BANDS.length;
    return {
      key: `https://www.acme-outdoors.example/p/${number}`,
      cells: [`https://www.acme-outdoors.example/p/${number}`],
      values: { status: number % 50 === 0 ? '404' : '200', load: LOAD_BANDS[band]! },
      href: `/audits/1/runs/2/pages/${number}`,
    };
  });
}

/** Timing of diff + transition counts + one transition filter over two runs of `pages` pages. */
export function measureRunDiff(pages: number, runs: number): Spread {
  // The head run drops 5% of the pages, adds as many, and moves every 7th page to another band.
  const base = runPages(pages, 0, 0, 7);
  const head = runPages(pages, Math.round(pages * 0.05), 1, 7);
  const once = () => {
    const diff = diffRuns(base, head, PAGE_ATTRIBUTES);
    const [first] = transitionsOf(diff.items, 'load');
    filterDiff(diff.items, { kind: 'changed', attribute: 'load', from: first?.from, to: first?.to });
  };
  once();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  return spread(times);
}
